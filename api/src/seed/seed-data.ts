/** The demo catalogue seeded into an empty database: nested categories, products with variants. */
import type { SpecificationGroup } from 'shared-contracts/schemas';
import type { DrawingName } from './art/catalogue-art.js';
import { seedSpecifications } from './seed-specifications.js';

export interface SeedCategory {
  name: string;
  description: string;
  children?: SeedCategory[];
}

export const SEED_CATEGORIES: SeedCategory[] = [
  {
    name: 'Mobiles',
    description: 'Smartphones and feature phones from every major brand.',
    children: [
      {
        name: 'Smartphones',
        description: 'Touchscreen phones with apps, great cameras and 5G.',
        children: [
          { name: 'Android Phones', description: 'Phones running Android.' },
          { name: 'iPhones', description: 'Apple iPhones.' },
        ],
      },
      { name: 'Feature Phones', description: 'Simple phones with long battery life.' },
    ],
  },
  {
    name: 'Laptops',
    description: 'Laptops for work, study and play.',
    children: [
      { name: 'Ultrabooks', description: 'Thin and light laptops.' },
      { name: 'Gaming Laptops', description: 'Laptops with dedicated graphics.' },
      { name: 'Business Laptops', description: 'Durable laptops with long battery life.' },
    ],
  },
  {
    name: 'Audio',
    description: 'Headphones, earbuds and speakers.',
    children: [
      {
        name: 'Headphones',
        description: 'Over-ear and on-ear headphones.',
        children: [
          { name: 'Wireless Headphones', description: 'Bluetooth headphones, many with noise cancelling.' },
          { name: 'Wired Headphones', description: 'Studio and everyday wired headphones.' },
        ],
      },
      { name: 'Earbuds', description: 'True wireless earbuds.' },
      { name: 'Speakers', description: 'Portable and home speakers.' },
    ],
  },
  {
    name: 'Home Appliances',
    description: 'Appliances that make home life easier.',
    children: [
      {
        name: 'Kitchen Appliances',
        description: 'Microwaves, mixers and more.',
        children: [
          { name: 'Microwaves', description: 'Solo, grill and convection microwaves.' },
          { name: 'Mixer Grinders', description: 'Mixer grinders for Indian kitchens.' },
        ],
      },
      { name: 'Air Conditioners', description: 'Split and window air conditioners.' },
      { name: 'Washing Machines', description: 'Front-load and top-load washing machines.' },
    ],
  },
  {
    name: 'Gaming',
    description: 'Consoles, controllers and games.',
    children: [
      { name: 'Consoles', description: 'Home and handheld consoles.' },
      { name: 'Controllers', description: 'Gamepads and controllers.' },
    ],
  },
  {
    name: 'Cameras',
    description: 'Cameras for every kind of photographer.',
    children: [
      { name: 'Mirrorless Cameras', description: 'Compact interchangeable-lens cameras.' },
      { name: 'DSLR Cameras', description: 'Digital single-lens reflex cameras.' },
      { name: 'Action Cameras', description: 'Rugged cameras for adventures.' },
    ],
  },
  {
    name: 'Smart Devices',
    description: 'Wearables and smart home gadgets.',
    children: [
      { name: 'Smartwatches', description: 'Watches that track health and notifications.' },
      {
        name: 'Smart Home',
        description: 'Voice assistants, lights and plugs.',
        children: [
          { name: 'Smart Speakers', description: 'Speakers with a voice assistant.' },
          { name: 'Smart Lighting', description: 'Bulbs and strips you control from your phone.' },
        ],
      },
    ],
  },
  {
    name: 'Accessories',
    description: 'Chargers, power banks and cables.',
    children: [
      { name: 'Chargers', description: 'Fast wall and car chargers.' },
      { name: 'Power Banks', description: 'Portable batteries.' },
    ],
  },
];

/** Colours of each top-level category's images. */
export const PALETTES: Record<string, { from: string; to: string }> = {
  Mobiles: { from: '#1e3a8a', to: '#3b82f6' },
  Laptops: { from: '#374151', to: '#9ca3af' },
  Audio: { from: '#7c2d12', to: '#f97316' },
  'Home Appliances': { from: '#065f46', to: '#34d399' },
  Gaming: { from: '#4c1d95', to: '#a855f7' },
  Cameras: { from: '#111827', to: '#6b7280' },
  'Smart Devices': { from: '#155e75', to: '#22d3ee' },
  Accessories: { from: '#9f1239', to: '#fb7185' },
};

/** How the products of each category are drawn. */
const DRAWING_OF_CATEGORY: Record<string, DrawingName> = {
  'Android Phones': 'androidPhone',
  iPhones: 'iPhone',
  'Feature Phones': 'featurePhone',
  Ultrabooks: 'ultrabook',
  'Gaming Laptops': 'gamingLaptop',
  'Business Laptops': 'businessLaptop',
  'Wireless Headphones': 'wirelessHeadphones',
  'Wired Headphones': 'wiredHeadphones',
  Earbuds: 'earbuds',
  Speakers: 'speaker',
  Microwaves: 'microwave',
  'Mixer Grinders': 'mixerGrinder',
  'Air Conditioners': 'splitAc',
  'Washing Machines': 'frontLoadWasher',
  Consoles: 'towerConsole',
  Controllers: 'controller',
  'Mirrorless Cameras': 'mirrorlessCamera',
  'DSLR Cameras': 'dslrCamera',
  'Action Cameras': 'actionCamera',
  Smartwatches: 'squareWatch',
  'Smart Speakers': 'sphereSmartSpeaker',
  'Smart Lighting': 'bulb',
  Chargers: 'charger',
  'Power Banks': 'powerBank',
};

/** Products drawn as their own model (camera layout, proportions, finish, marks of the brand), or unlike the rest of their category. */
const DRAWING_OF_PRODUCT: Record<string, DrawingName> = {
  'Samsung Galaxy S24': 'galaxyS',
  'Samsung Galaxy A55': 'galaxyA',
  'OnePlus 12': 'onePlus',
  'OnePlus Nord CE 4': 'onePlusNord',
  'Google Pixel 8': 'pixel',
  'Xiaomi Redmi Note 13 Pro': 'redmiNote',
  'Motorola Edge 50': 'motorolaEdge',
  'Apple iPhone 15': 'iPhone15',
  'Apple iPhone 15 Pro': 'iPhone15Pro',
  'Apple iPhone 14': 'iPhone14',
  'Apple iPhone SE': 'iPhoneSE',
  'Apple MacBook Air M3': 'macBookAir',
  'Dell XPS 13': 'dellXps',
  'HP Spectre x360': 'hpSpectre',
  'Lenovo Yoga Slim 7': 'lenovoYoga',
  'ASUS ROG Strix G16': 'rogStrix',
  'Lenovo Legion 5 Pro': 'legion',
  'HP Victus 15': 'victus',
  'Acer Nitro V': 'nitro',
  'Lenovo ThinkPad E14': 'thinkPad',
  'Dell Latitude 5440': 'latitude',
  'HP EliteBook 840': 'eliteBook',
  'Sony WH-1000XM5': 'slimCupHeadphones',
  'JBL Tune 770NC': 'roundCupHeadphones',
  'Sennheiser HD 560S': 'openBackHeadphones',
  'Audio-Technica ATH-M50x': 'studioHeadphones',
  'LG 1 Ton Window AC': 'windowAc',
  'LG 8kg Top Load Washer': 'topLoadWasher',
  'Microsoft Xbox Series X': 'boxConsole',
  'Nintendo Switch OLED': 'handheldConsole',
  'Samsung Galaxy Watch 6': 'roundWatch',
  'Noise ColorFit Pro 5': 'roundWatch',
  'Google Nest Mini': 'puckSmartSpeaker',
  'Wipro Smart LED Strip': 'ledStrip',
};

export const COLOURS: Record<string, string> = {
  Black: '#111111',
  White: '#f5f5f5',
  Silver: '#c0c0c0',
  Blue: '#2563eb',
  Green: '#16a34a',
  Red: '#dc2626',
  Gold: '#d4af37',
  Graphite: '#41424c',
  Purple: '#7c3aed',
  Grey: '#6b7280',
};

/** name, brand, category, price in rupees of the first variant, sizes, colours, description */
type Row = [string, string, string, number, string[], string[], string];

const rows: Row[] = [
  [
    'Samsung Galaxy S24',
    'Samsung',
    'Android Phones',
    74999,
    ['128GB', '256GB'],
    ['Black', 'Purple'],
    'Flagship Android phone with a 6.2-inch AMOLED display and a 50 MP camera.',
  ],
  [
    'Samsung Galaxy A55',
    'Samsung',
    'Android Phones',
    39999,
    ['128GB', '256GB'],
    ['Blue'],
    'Mid-range phone with a bright display and long battery life.',
  ],
  [
    'OnePlus 12',
    'OnePlus',
    'Android Phones',
    64999,
    ['256GB', '512GB'],
    ['Green', 'Black'],
    'Fast charging flagship with a Hasselblad camera.',
  ],
  [
    'OnePlus Nord CE 4',
    'OnePlus',
    'Android Phones',
    24999,
    ['128GB', '256GB'],
    ['Grey'],
    'Smooth 120 Hz display and 100 W charging.',
  ],
  [
    'Google Pixel 8',
    'Google',
    'Android Phones',
    75999,
    ['128GB', '256GB'],
    ['Black', 'White'],
    'Clean Android with the best-in-class Pixel camera.',
  ],
  [
    'Xiaomi Redmi Note 13 Pro',
    'Xiaomi',
    'Android Phones',
    25999,
    ['128GB', '256GB'],
    ['Purple', 'Black'],
    '200 MP camera and AMOLED display.',
  ],
  [
    'Motorola Edge 50',
    'Motorola',
    'Android Phones',
    27999,
    ['256GB'],
    ['Green'],
    'Curved pOLED display and military-grade durability.',
  ],
  [
    'Apple iPhone 15',
    'Apple',
    'iPhones',
    79900,
    ['128GB', '256GB', '512GB'],
    ['Black', 'Blue'],
    'Dynamic Island, 48 MP main camera and USB-C.',
  ],
  [
    'Apple iPhone 15 Pro',
    'Apple',
    'iPhones',
    134900,
    ['128GB', '256GB', '1TB'],
    ['Graphite'],
    'Titanium design with the A17 Pro chip.',
  ],
  [
    'Apple iPhone 14',
    'Apple',
    'iPhones',
    69900,
    ['128GB', '256GB'],
    ['Red', 'White'],
    'A15 Bionic chip and all-day battery.',
  ],
  ['Apple iPhone SE', 'Apple', 'iPhones', 49900, ['64GB', '128GB'], ['Red'], 'The compact iPhone with Touch ID.'],
  [
    'Nokia 105',
    'Nokia',
    'Feature Phones',
    1299,
    ['4MB'],
    ['Black', 'Blue'],
    'Reliable keypad phone with a month of standby.',
  ],
  ['JioPhone Prima', 'Jio', 'Feature Phones', 2599, ['4GB'], ['Black'], '4G feature phone with YouTube and WhatsApp.'],
  [
    'Apple MacBook Air M3',
    'Apple',
    'Ultrabooks',
    114900,
    ['256GB', '512GB'],
    ['Silver', 'Gold'],
    '13-inch Liquid Retina display and 18 hours of battery.',
  ],
  [
    'Dell XPS 13',
    'Dell',
    'Ultrabooks',
    139990,
    ['512GB', '1TB'],
    ['Silver'],
    'InfinityEdge display in a tiny aluminium body.',
  ],
  ['HP Spectre x360', 'HP', 'Ultrabooks', 149999, ['1TB'], ['Black'], 'Convertible OLED laptop with a pen.'],
  [
    'Lenovo Yoga Slim 7',
    'Lenovo',
    'Ultrabooks',
    89990,
    ['512GB'],
    ['Grey', 'Silver'],
    'Slim laptop with a 2.8K OLED display.',
  ],
  [
    'ASUS ROG Strix G16',
    'ASUS',
    'Gaming Laptops',
    149990,
    ['1TB'],
    ['Black'],
    'RTX 4060 graphics and a 165 Hz display.',
  ],
  [
    'Lenovo Legion 5 Pro',
    'Lenovo',
    'Gaming Laptops',
    139990,
    ['512GB', '1TB'],
    ['Grey'],
    'Powerful gaming with great cooling.',
  ],
  [
    'HP Victus 15',
    'HP',
    'Gaming Laptops',
    69990,
    ['512GB'],
    ['Blue', 'Black'],
    'Affordable gaming laptop for esports titles.',
  ],
  ['Acer Nitro V', 'Acer', 'Gaming Laptops', 64990, ['512GB'], ['Black'], 'Entry gaming laptop with RTX graphics.'],
  [
    'Lenovo ThinkPad E14',
    'Lenovo',
    'Business Laptops',
    72990,
    ['512GB', '1TB'],
    ['Black'],
    'The legendary keyboard with business security.',
  ],
  [
    'Dell Latitude 5440',
    'Dell',
    'Business Laptops',
    84990,
    ['512GB'],
    ['Grey'],
    'Durable business laptop with long battery life.',
  ],
  [
    'HP EliteBook 840',
    'HP',
    'Business Laptops',
    119990,
    ['512GB'],
    ['Silver'],
    'Premium business laptop with Wolf Security.',
  ],
  [
    'Sony WH-1000XM5',
    'Sony',
    'Wireless Headphones',
    29990,
    ['Standard'],
    ['Black', 'Silver'],
    'Industry-leading noise cancelling headphones.',
  ],
  [
    'Bose QuietComfort Ultra',
    'Bose',
    'Wireless Headphones',
    35900,
    ['Standard'],
    ['Black', 'White'],
    'Immersive audio with world-class noise cancelling.',
  ],
  [
    'JBL Tune 770NC',
    'JBL',
    'Wireless Headphones',
    7999,
    ['Standard'],
    ['Blue', 'Black'],
    'Adaptive noise cancelling with 70 hours of battery.',
  ],
  [
    'Sennheiser HD 560S',
    'Sennheiser',
    'Wired Headphones',
    16990,
    ['Standard'],
    ['Black'],
    'Open-back reference headphones.',
  ],
  [
    'Audio-Technica ATH-M50x',
    'Audio-Technica',
    'Wired Headphones',
    13999,
    ['Standard'],
    ['Black', 'White'],
    'The studio monitoring classic.',
  ],
  [
    'Apple AirPods Pro 2',
    'Apple',
    'Earbuds',
    24900,
    ['Standard'],
    ['White'],
    'Active noise cancellation and adaptive audio.',
  ],
  [
    'Samsung Galaxy Buds 3',
    'Samsung',
    'Earbuds',
    14999,
    ['Standard'],
    ['Silver', 'White'],
    'Hi-fi sound with intelligent ANC.',
  ],
  [
    'boAt Airdopes 141',
    'boAt',
    'Earbuds',
    1299,
    ['Standard'],
    ['Black', 'Blue', 'Green'],
    'Budget earbuds with 42 hours of playback.',
  ],
  [
    'JBL Flip 6',
    'JBL',
    'Speakers',
    11999,
    ['Standard'],
    ['Red', 'Blue', 'Black'],
    'Waterproof portable Bluetooth speaker.',
  ],
  ['Sony SRS-XB100', 'Sony', 'Speakers', 4990, ['Standard'], ['Black'], 'Compact speaker with extra bass.'],
  [
    'Marshall Emberton II',
    'Marshall',
    'Speakers',
    16999,
    ['Standard'],
    ['Black'],
    'Rugged speaker with the Marshall sound.',
  ],
  [
    'LG 28L Convection Microwave',
    'LG',
    'Microwaves',
    14990,
    ['28L'],
    ['Black'],
    'Convection microwave with Indian auto-cook menus.',
  ],
  [
    'Samsung 23L Solo Microwave',
    'Samsung',
    'Microwaves',
    7490,
    ['23L'],
    ['White'],
    'Simple solo microwave for reheating.',
  ],
  [
    'IFB 30L Convection Microwave',
    'IFB',
    'Microwaves',
    16990,
    ['30L'],
    ['Black'],
    'Large convection microwave with rotisserie.',
  ],
  [
    'Philips HL7756 Mixer Grinder',
    'Philips',
    'Mixer Grinders',
    3999,
    ['750W'],
    ['Black'],
    '750 W mixer grinder with three jars.',
  ],
  ['Bajaj Rex Mixer Grinder', 'Bajaj', 'Mixer Grinders', 2299, ['500W'], ['White'], 'Everyday mixer grinder.'],
  [
    'Prestige Iris Mixer Grinder',
    'Prestige',
    'Mixer Grinders',
    3299,
    ['750W'],
    ['Purple'],
    'Four jars including a juicer.',
  ],
  [
    'Daikin 1.5 Ton Split AC',
    'Daikin',
    'Air Conditioners',
    42990,
    ['1.5 Ton'],
    ['White'],
    '5-star inverter split air conditioner.',
  ],
  [
    'LG 1 Ton Window AC',
    'LG',
    'Air Conditioners',
    29990,
    ['1 Ton'],
    ['White'],
    'Dual inverter window air conditioner.',
  ],
  [
    'Voltas 2 Ton Split AC',
    'Voltas',
    'Air Conditioners',
    52990,
    ['2 Ton'],
    ['White'],
    'High-capacity split AC for large rooms.',
  ],
  [
    'Samsung 7kg Front Load Washer',
    'Samsung',
    'Washing Machines',
    33990,
    ['7kg', '8kg'],
    ['Silver', 'White'],
    'Front-load washer with EcoBubble.',
  ],
  [
    'LG 8kg Top Load Washer',
    'LG',
    'Washing Machines',
    21990,
    ['8kg'],
    ['Grey'],
    'Top-load washer with smart inverter.',
  ],
  [
    'Sony PlayStation 5',
    'Sony',
    'Consoles',
    54990,
    ['825GB', '1TB'],
    ['White'],
    'Next-generation gaming with ray tracing.',
  ],
  ['Microsoft Xbox Series X', 'Microsoft', 'Consoles', 55990, ['1TB'], ['Black'], 'The most powerful Xbox.'],
  [
    'Nintendo Switch OLED',
    'Nintendo',
    'Consoles',
    32990,
    ['64GB'],
    ['White', 'Red'],
    'Handheld and TV gaming with a 7-inch OLED screen.',
  ],
  [
    'Sony DualSense Controller',
    'Sony',
    'Controllers',
    5990,
    ['Standard'],
    ['White', 'Black', 'Red'],
    'Haptic feedback and adaptive triggers.',
  ],
  [
    'Xbox Wireless Controller',
    'Microsoft',
    'Controllers',
    5390,
    ['Standard'],
    ['Black', 'White', 'Blue'],
    'Textured grip and a share button.',
  ],
  [
    'Sony Alpha A7 IV',
    'Sony',
    'Mirrorless Cameras',
    242490,
    ['Body', 'Kit 28-70mm'],
    ['Black'],
    '33 MP full-frame hybrid camera.',
  ],
  [
    'Canon EOS R50',
    'Canon',
    'Mirrorless Cameras',
    68995,
    ['Kit 18-45mm'],
    ['Black', 'White'],
    'Light mirrorless camera for creators.',
  ],
  ['Nikon Z50', 'Nikon', 'Mirrorless Cameras', 77995, ['Kit 16-50mm'], ['Black'], 'Compact DX mirrorless camera.'],
  ['Canon EOS 1500D', 'Canon', 'DSLR Cameras', 41995, ['Kit 18-55mm'], ['Black'], 'Beginner DSLR with Wi-Fi.'],
  [
    'Nikon D7500',
    'Nikon',
    'DSLR Cameras',
    89995,
    ['Body', 'Kit 18-140mm'],
    ['Black'],
    'Enthusiast DSLR with 4K video.',
  ],
  [
    'GoPro HERO12 Black',
    'GoPro',
    'Action Cameras',
    39990,
    ['Standard'],
    ['Black'],
    '5.3K video with HyperSmooth stabilisation.',
  ],
  ['DJI Osmo Action 4', 'DJI', 'Action Cameras', 32990, ['Standard'], ['Grey'], 'Large sensor action camera.'],
  [
    'Apple Watch Series 9',
    'Apple',
    'Smartwatches',
    41900,
    ['41mm', '45mm'],
    ['Silver', 'Red'],
    'Brighter display and double tap.',
  ],
  [
    'Samsung Galaxy Watch 6',
    'Samsung',
    'Smartwatches',
    29999,
    ['40mm', '44mm'],
    ['Graphite', 'Silver'],
    'Health tracking with Wear OS.',
  ],
  [
    'Noise ColorFit Pro 5',
    'Noise',
    'Smartwatches',
    3999,
    ['Standard'],
    ['Black', 'Blue'],
    'AMOLED smartwatch with Bluetooth calling.',
  ],
  [
    'Amazon Echo Dot 5th Gen',
    'Amazon',
    'Smart Speakers',
    5499,
    ['Standard'],
    ['Blue', 'White'],
    'Compact smart speaker with Alexa.',
  ],
  [
    'Google Nest Mini',
    'Google',
    'Smart Speakers',
    4499,
    ['Standard'],
    ['Grey', 'White'],
    'Smart speaker with Google Assistant.',
  ],
  [
    'Philips Hue White Bulb',
    'Philips',
    'Smart Lighting',
    1999,
    ['9W'],
    ['White'],
    'Smart bulb you dim from your phone.',
  ],
  [
    'Wipro Smart LED Strip',
    'Wipro',
    'Smart Lighting',
    1799,
    ['5m'],
    ['White'],
    'Colour-changing strip with voice control.',
  ],
  [
    'Anker 65W GaN Charger',
    'Anker',
    'Chargers',
    3999,
    ['65W'],
    ['White', 'Black'],
    'Compact charger for laptop and phone.',
  ],
  ['Apple 20W USB-C Adapter', 'Apple', 'Chargers', 1900, ['20W'], ['White'], 'Fast charging for iPhone.'],
  [
    'Mi 20000mAh Power Bank',
    'Xiaomi',
    'Power Banks',
    2199,
    ['20000mAh'],
    ['Black', 'Blue'],
    'Two-way fast charging power bank.',
  ],
  ['Ambrane 10000mAh Power Bank', 'Ambrane', 'Power Banks', 999, ['10000mAh'], ['Black'], 'Slim pocket power bank.'],
];

export interface SeedVariant {
  color: string;
  colorHexCode: string;
  size: string;
  stock: number;
  originalPrice: string;
  discountPrice: string | null;
}

export interface SeedProduct {
  name: string;
  brand: string;
  category: string;
  drawing: DrawingName;
  description: string;
  specifications: SpecificationGroup[];
  variants: SeedVariant[];
  imageCount: number;
}

const rupees = (amount: number) => amount.toFixed(2);

/** Products with 1–4 variants: some sold out, some discounted, bigger sizes cost more. */
export const SEED_PRODUCTS: SeedProduct[] = rows.map(
  ([name, brand, category, price, sizes, colours, description], index) => {
    const variants: SeedVariant[] = [];
    for (const [sizeIndex, size] of sizes.entries()) {
      for (const colour of colours) {
        if (variants.length >= 4) break;
        const n = variants.length;
        const originalPrice = Math.round(price * (1 + sizeIndex * 0.15));
        const discounted = (index + n) % 3 !== 0;
        variants.push({
          color: colour,
          colorHexCode: COLOURS[colour] ?? '#888888',
          size,
          // Every fifth product has a sold-out variant; every ninth is sold out entirely. Of the
          // rest, some are running low (1–5 left) and the others have 6 or more, so low stock and
          // sold out read apart.
          stock:
            index % 9 === 4
              ? 0
              : (index + n) % 5 === 2
                ? 0
                : (index * 3 + n) % 5 === 1
                  ? 1 + ((index + n) % 5)
                  : 6 + ((index * 7 + n * 5) % 40),
          originalPrice: rupees(originalPrice),
          discountPrice: discounted ? rupees(Math.round(originalPrice * (0.05 + ((index + n) % 4) * 0.05))) : null,
        });
      }
    }
    const drawing = DRAWING_OF_PRODUCT[name] ?? DRAWING_OF_CATEGORY[category];
    if (!drawing) throw new Error(`no drawing for ${category}`);
    const specifications = seedSpecifications(name, category);
    return { name, brand, category, drawing, description, specifications, variants, imageCount: 2 + (index % 4) };
  },
);

export const SEED_COMPANY = {
  name: 'VoltKart Electronics',
  description:
    'VoltKart brings the latest mobiles, laptops, audio, appliances, gaming gear and cameras to homes across India, with cash on delivery.',
  phone: '9876543210',
  email: 'support@voltkart.example',
  address: '42 MG Road, Bengaluru, Karnataka',
  pincode: '560001',
};

export const SEED_LEGAL_PAGES = [
  {
    slug: 'privacy-policy' as const,
    title: 'Privacy Policy',
    content: `<h2>Privacy Policy</h2>
<p>We collect the details you give us (name, email, phone number and delivery addresses) to deliver your orders and look after your account.</p>
<h3>What we keep</h3>
<ul><li>Your account details and a securely hashed password.</li><li>Your addresses, cart, wishlist and orders.</li></ul>
<h3>What we never do</h3>
<p>We do not sell your data. We share your delivery address only with the courier delivering your order.</p>
<p>Questions? Write to <a href="mailto:support@voltkart.example">support@voltkart.example</a>.</p>`,
  },
  {
    slug: 'terms-conditions' as const,
    title: 'Terms & Conditions',
    content: `<h2>Terms &amp; Conditions</h2>
<p>By placing an order you agree to these terms.</p>
<h3>Orders and payment</h3>
<p>All prices are in Indian rupees and include taxes. We accept cash on delivery. A pending order can be cancelled from your account.</p>
<h3>Delivery</h3>
<p>We deliver across India to 6-digit pincodes. The expected delivery date is shown with each order.</p>
<h3>Returns</h3>
<p>Contact support within 7 days of delivery if an item arrives damaged.</p>`,
  },
];

export const SEED_USERS = [
  {
    username: 'admin',
    email: 'admin@example.com',
    password: 'Admin@12345',
    firstName: 'Store',
    lastName: 'Admin',
    userType: 'ADMIN' as const,
  },
  {
    username: 'customer',
    email: 'customer@example.com',
    password: 'Customer@12345',
    firstName: 'Asha',
    lastName: 'Verma',
    userType: 'CUSTOMER' as const,
  },
];

/** The demo customer's address book: who takes each parcel, and a landmark a courier can find. */
export const SEED_ADDRESSES = [
  {
    email: 'customer@example.com',
    fullName: 'Asha Verma',
    mobile: '9845012345',
    addressLine1: 'Flat 302, Lakeview Apartments, 14th Cross',
    addressLine2: 'Indiranagar 2nd Stage',
    landmark: 'Near Indiranagar Metro Station',
    city: 'Bengaluru',
    state: 'Karnataka' as const,
    postalCode: '560038',
    isDefault: true,
  },
  {
    email: 'customer@example.com',
    fullName: 'Rajesh Verma',
    mobile: '9820098765',
    addressLine1: '12 Shivaji Park Road',
    addressLine2: 'Dadar West',
    landmark: 'Opposite Shivaji Park Gate 5',
    city: 'Mumbai',
    state: 'Maharashtra' as const,
    postalCode: '400028',
    isDefault: false,
  },
];
