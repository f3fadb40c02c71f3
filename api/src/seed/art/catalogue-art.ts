/**
 * Which drawing shows what in the demo catalogue: one per kind of product, and a scene of its
 * own for every category (its devices together), so no two categories share a picture.
 */

import { cable, charger, powerBank } from './accessories.js';
import { frontLoadWasher, microwave, mixerGrinder, splitAc, topLoadWasher, windowAc } from './appliances.js';
import {
  earbuds,
  openBackHeadphones,
  roundCupHeadphones,
  slimCupHeadphones,
  speaker,
  studioHeadphones,
  wiredHeadphones,
  wirelessHeadphones,
} from './audio.js';
import { actionCamera, dslrCamera, lens, mirrorlessCamera } from './cameras.js';
import {
  businessLaptop,
  dellXps,
  eliteBook,
  gamingLaptop,
  hpSpectre,
  latitude,
  legion,
  lenovoYoga,
  macBookAir,
  nitro,
  rogStrix,
  thinkPad,
  ultrabook,
  victus,
} from './computers.js';
import type { Drawing } from './drawing.js';
import { boxConsole, controller, handheldConsole, towerConsole } from './gaming.js';
import {
  androidPhone,
  featurePhone,
  galaxyA,
  galaxyS,
  iPhone,
  iPhone14,
  iPhone15,
  iPhone15Pro,
  iPhoneSE,
  motorolaEdge,
  onePlus,
  onePlusNord,
  pixel,
  redmiNote,
} from './phones.js';
import type { ScenePart } from './scenes.js';
import { bulb, ledStrip, puckSmartSpeaker, roundWatch, sphereSmartSpeaker, squareWatch } from './smart.js';

export const DRAWINGS = {
  androidPhone,
  iPhone,
  galaxyS,
  galaxyA,
  pixel,
  onePlus,
  onePlusNord,
  redmiNote,
  motorolaEdge,
  iPhone15,
  iPhone15Pro,
  iPhone14,
  iPhoneSE,
  featurePhone,
  ultrabook,
  gamingLaptop,
  businessLaptop,
  macBookAir,
  dellXps,
  hpSpectre,
  lenovoYoga,
  rogStrix,
  legion,
  victus,
  nitro,
  thinkPad,
  latitude,
  eliteBook,
  wirelessHeadphones,
  wiredHeadphones,
  slimCupHeadphones,
  roundCupHeadphones,
  openBackHeadphones,
  studioHeadphones,
  earbuds,
  speaker,
  microwave,
  mixerGrinder,
  splitAc,
  windowAc,
  frontLoadWasher,
  topLoadWasher,
  towerConsole,
  boxConsole,
  handheldConsole,
  controller,
  mirrorlessCamera,
  dslrCamera,
  actionCamera,
  lens,
  squareWatch,
  roundWatch,
  sphereSmartSpeaker,
  puckSmartSpeaker,
  bulb,
  ledStrip,
  charger,
  powerBank,
  cable,
} satisfies Record<string, Drawing>;

export type DrawingName = keyof typeof DRAWINGS;

type Part = [DrawingName, 'front' | 'back', string];

/** One device, filling the picture. */
const one = ([name, side, colour]: Part): ScenePart[] => [
  { drawing: DRAWINGS[name], side, colour, x: 100, y: 110, scale: 1 },
];
/** Two devices side by side, the second a little ahead. */
const two = (a: Part, b: Part): ScenePart[] => [
  { drawing: DRAWINGS[a[0]], side: a[1], colour: a[2], x: 20, y: 170, scale: 0.78 },
  { drawing: DRAWINGS[b[0]], side: b[1], colour: b[2], x: 312, y: 190, scale: 0.78 },
];
/** Three devices: two behind, the middle one in front. */
const three = (a: Part, b: Part, c: Part): ScenePart[] => [
  { drawing: DRAWINGS[a[0]], side: a[1], colour: a[2], x: -20, y: 230, scale: 0.6 },
  { drawing: DRAWINGS[c[0]], side: c[1], colour: c[2], x: 440, y: 230, scale: 0.6 },
  { drawing: DRAWINGS[b[0]], side: b[1], colour: b[2], x: 150, y: 170, scale: 0.78 },
];

/** Each demo category's art, by name. */
export const CATEGORY_ART: Record<string, ScenePart[]> = {
  Mobiles: three(
    ['featurePhone', 'front', '#111111'],
    ['galaxyS', 'front', '#f5f5f5'],
    ['iPhone15Pro', 'back', '#7c3aed'],
  ),
  Smartphones: two(['iPhone15', 'back', '#f5f5f5'], ['pixel', 'back', '#111111']),
  'Android Phones': two(['onePlus', 'back', '#16a34a'], ['galaxyS', 'back', '#7c3aed']),
  iPhones: two(['iPhone15', 'back', '#2563eb'], ['iPhone15Pro', 'front', '#41424c']),
  'Feature Phones': two(['featurePhone', 'back', '#dc2626'], ['featurePhone', 'front', '#111111']),
  Laptops: three(
    ['businessLaptop', 'front', '#41424c'],
    ['ultrabook', 'front', '#c0c0c0'],
    ['gamingLaptop', 'back', '#111111'],
  ),
  Ultrabooks: one(['ultrabook', 'front', '#c0c0c0']),
  'Gaming Laptops': one(['gamingLaptop', 'front', '#111111']),
  'Business Laptops': one(['businessLaptop', 'front', '#41424c']),
  Audio: three(
    ['speaker', 'front', '#dc2626'],
    ['wirelessHeadphones', 'front', '#f5f5f5'],
    ['earbuds', 'front', '#111111'],
  ),
  Headphones: two(['wiredHeadphones', 'front', '#111111'], ['wirelessHeadphones', 'back', '#f5f5f5']),
  'Wireless Headphones': one(['wirelessHeadphones', 'front', '#f5f5f5']),
  'Wired Headphones': one(['wiredHeadphones', 'front', '#111111']),
  Earbuds: two(['earbuds', 'back', '#f5f5f5'], ['earbuds', 'front', '#f5f5f5']),
  Speakers: two(['speaker', 'back', '#2563eb'], ['speaker', 'front', '#dc2626']),
  'Home Appliances': three(
    ['microwave', 'front', '#111111'],
    ['frontLoadWasher', 'front', '#f5f5f5'],
    ['splitAc', 'back', '#f5f5f5'],
  ),
  'Kitchen Appliances': two(['mixerGrinder', 'front', '#111111'], ['microwave', 'back', '#f5f5f5']),
  Microwaves: one(['microwave', 'front', '#111111']),
  'Mixer Grinders': one(['mixerGrinder', 'front', '#7c3aed']),
  'Air Conditioners': two(['splitAc', 'back', '#f5f5f5'], ['splitAc', 'front', '#f5f5f5']),
  'Washing Machines': two(['topLoadWasher', 'front', '#6b7280'], ['frontLoadWasher', 'front', '#f5f5f5']),
  Gaming: three(
    ['boxConsole', 'front', '#111111'],
    ['controller', 'front', '#f5f5f5'],
    ['towerConsole', 'front', '#f5f5f5'],
  ),
  Consoles: two(['towerConsole', 'front', '#f5f5f5'], ['handheldConsole', 'front', '#dc2626']),
  Controllers: two(['controller', 'back', '#111111'], ['controller', 'front', '#2563eb']),
  Cameras: three(
    ['lens', 'front', '#111111'],
    ['mirrorlessCamera', 'front', '#111111'],
    ['actionCamera', 'front', '#6b7280'],
  ),
  'Mirrorless Cameras': two(['mirrorlessCamera', 'back', '#111111'], ['mirrorlessCamera', 'front', '#f5f5f5']),
  'DSLR Cameras': one(['dslrCamera', 'front', '#111111']),
  'Action Cameras': two(['actionCamera', 'back', '#111111'], ['actionCamera', 'front', '#111111']),
  'Smart Devices': three(
    ['squareWatch', 'front', '#dc2626'],
    ['sphereSmartSpeaker', 'front', '#2563eb'],
    ['bulb', 'front', '#f5f5f5'],
  ),
  Smartwatches: two(['roundWatch', 'front', '#41424c'], ['squareWatch', 'front', '#c0c0c0']),
  'Smart Home': three(
    ['puckSmartSpeaker', 'front', '#6b7280'],
    ['ledStrip', 'front', '#f5f5f5'],
    ['bulb', 'front', '#f5f5f5'],
  ),
  'Smart Speakers': two(['puckSmartSpeaker', 'front', '#f5f5f5'], ['sphereSmartSpeaker', 'front', '#2563eb']),
  'Smart Lighting': two(['ledStrip', 'front', '#f5f5f5'], ['bulb', 'front', '#f5f5f5']),
  Accessories: three(['cable', 'front', '#f5f5f5'], ['charger', 'front', '#111111'], ['powerBank', 'front', '#2563eb']),
  Chargers: two(['charger', 'back', '#f5f5f5'], ['charger', 'front', '#111111']),
  'Power Banks': two(['powerBank', 'back', '#111111'], ['powerBank', 'front', '#2563eb']),
};
