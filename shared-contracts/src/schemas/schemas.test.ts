import { STATES_AND_UNION_TERRITORIES } from '../indian-states';
import { MESSAGES } from '../messages';
import {
  addressSchema,
  cartAddSchema,
  cartUpdateSchema,
  categoryImageCountSchema,
  changePasswordFormSchema,
  companyDetailsSchema,
  hexOf,
  pageQuerySchema,
  phoneDigits,
  placeOrderSchema,
  productFormSchema,
  productImageCountSchema,
  registerFormSchema,
  registerSchema,
  resetPasswordSchema,
  userResponseSchema,
} from './index';

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

const address = {
  fullName: 'Asha Verma',
  mobile: '9876543210',
  addressLine1: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
};

describe('address', () => {
  it("needs the recipient's full name, trimmed, of 2 to 100 characters", () => {
    expect(addressSchema.parse({ ...address, fullName: '  Asha Verma ' }).fullName).toBe('Asha Verma');
    expect(firstError(addressSchema.safeParse({ ...address, fullName: undefined }))).toBe('Full name is required');
    expect(firstError(addressSchema.safeParse({ ...address, fullName: '   ' }))).toBe('Full name is required');
    expect(firstError(addressSchema.safeParse({ ...address, fullName: 'A' }))).toBe(
      'Full name must be at least 2 characters',
    );
    expect(firstError(addressSchema.safeParse({ ...address, fullName: 'A'.repeat(101) }))).toBe(
      'Full name must be at most 100 characters',
    );
  });

  it('needs an Indian mobile number: 10 digits starting with 6, 7, 8 or 9', () => {
    for (const mobile of ['6000000000', '7012345678', '8123456789', '9876543210']) {
      expect(addressSchema.safeParse({ ...address, mobile }).success).toBe(true);
    }
    expect(firstError(addressSchema.safeParse({ ...address, mobile: '' }))).toBe('Mobile number is required');
    expect(firstError(addressSchema.safeParse({ ...address, mobile: '98765' }))).toBe(
      'Mobile number must be 10 digits',
    );
    expect(firstError(addressSchema.safeParse({ ...address, mobile: '+919876543210' }))).toBe(
      'Mobile number must be 10 digits',
    );
    expect(firstError(addressSchema.safeParse({ ...address, mobile: '0801234567' }))).toBe(
      'Mobile number must start with 6, 7, 8 or 9',
    );
  });

  it('takes an optional landmark of at most 100 characters', () => {
    expect(addressSchema.parse({ ...address, landmark: ' Near Trinity Metro ' }).landmark).toBe('Near Trinity Metro');
    expect(addressSchema.safeParse({ ...address, landmark: null }).success).toBe(true);
    expect(firstError(addressSchema.safeParse({ ...address, landmark: 'x'.repeat(101) }))).toBe(
      'Landmark must be at most 100 characters',
    );
  });

  it("takes a state only from India's 28 states and 8 union territories, spelled as the list spells them", () => {
    expect(STATES_AND_UNION_TERRITORIES).toHaveLength(36);
    for (const state of ['Tamil Nadu', 'Delhi', 'Dadra and Nagar Haveli and Daman and Diu', 'Ladakh']) {
      expect(addressSchema.safeParse({ ...address, state }).success).toBe(true);
    }
    expect(firstError(addressSchema.safeParse({ ...address, state: '' }))).toBe('State is required');
    for (const state of ['Karnatka', 'TN', 'karnataka', 'Orissa']) {
      expect(firstError(addressSchema.safeParse({ ...address, state }))).toBe(
        'Choose a state or union territory from the list',
      );
    }
  });

  it('accepts a 6-digit postal code and requires line 1, city and state', () => {
    expect(addressSchema.safeParse(address).success).toBe(true);
    expect(firstError(addressSchema.safeParse({ ...address, postalCode: '56001' }))).toBe(
      'Postal code must be 6 digits',
    );
    expect(firstError(addressSchema.safeParse({ ...address, postalCode: '5600011' }))).toBe(
      'Postal code must be 6 digits',
    );
    expect(firstError(addressSchema.safeParse({ ...address, city: '   ' }))).toBe('City is required');
  });
});

describe('register and passwords', () => {
  it('says the passwords do not match', () => {
    const form = { username: 'asha', email: 'asha@example.com', password: 'Secret@123', confirmPassword: 'Secret@124' };
    expect(firstError(registerFormSchema.safeParse(form))).toBe(MESSAGES.passwordsDoNotMatch);
    expect(registerFormSchema.safeParse({ ...form, confirmPassword: 'Secret@123' }).success).toBe(true);
  });

  it('needs all three change-password fields and a matching confirmation', () => {
    expect(
      changePasswordFormSchema.safeParse({ currentPassword: '', newPassword: 'a', confirmPassword: 'a' }).success,
    ).toBe(false);
    expect(
      firstError(changePasswordFormSchema.safeParse({ currentPassword: 'x', newPassword: 'a', confirmPassword: 'b' })),
    ).toBe(MESSAGES.changePasswordMismatch);
  });

  it('takes an OTP of exactly 6 digits', () => {
    const reset = { email: 'a@example.com', newPassword: 'Secret@123' };
    expect(resetPasswordSchema.safeParse({ ...reset, otp: '123456' }).success).toBe(true);
    expect(resetPasswordSchema.safeParse({ ...reset, otp: '12345' }).success).toBe(false);
    expect(resetPasswordSchema.safeParse({ ...reset, otp: '12345a' }).success).toBe(false);
  });
});

describe('a mobile number as it is typed or pasted', () => {
  it('keeps digits only', () => {
    expect(phoneDigits('98a76-54')).toBe('987654');
  });
  it('drops spaces and a leading +91 from a pasted number', () => {
    expect(phoneDigits('+91 98765 43210')).toBe('9876543210');
    expect(phoneDigits(' 98765 43210 ')).toBe('9876543210');
  });
  it('keeps at most 10 digits', () => {
    expect(phoneDigits('987654321012')).toBe('9876543210');
  });
});

describe('company', () => {
  it('takes a 10-digit phone and a 6-digit pincode', () => {
    const company = { name: 'Store', email: 'hi@store.in', phone: '9876543210', address: 'Pune', pincode: '411001' };
    expect(companyDetailsSchema.safeParse(company).success).toBe(true);
    expect(companyDetailsSchema.safeParse({ ...company, phone: '98765432101' }).success).toBe(false);
    expect(companyDetailsSchema.safeParse({ ...company, pincode: '4110012' }).success).toBe(false);
  });
});

describe('cart and orders', () => {
  it('needs a whole quantity of at least 1', () => {
    expect(cartAddSchema.parse({ productVariantId: 3 })).toEqual({ productVariantId: 3, quantity: 1 });
    for (const quantity of [0, -1, 1.5, '2', Number.NaN, 1e9]) {
      expect(cartAddSchema.safeParse({ productVariantId: 3, quantity }).success).toBe(false);
    }
    expect(cartUpdateSchema.safeParse({ cartItemId: 1, newQuantity: 0 }).success).toBe(false);
  });

  it('accepts only cash on delivery', () => {
    expect(placeOrderSchema.safeParse({ addressId: 1, paymentMethod: 'COD' }).success).toBe(true);
    expect(firstError(placeOrderSchema.safeParse({ addressId: 1, paymentMethod: 'CARD' }))).toBe(
      'Only Cash on Delivery (COD) is accepted',
    );
  });
});

describe('catalogue', () => {
  it('pages default to 1 and 10 and cap the limit', () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 1, limit: 10 });
    expect(pageQuerySchema.parse({ page: '3', limit: '5000' })).toEqual({ page: 3, limit: 100 });
    expect(pageQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });

  it('counts category and product images', () => {
    expect(firstError(categoryImageCountSchema.safeParse(0))).toBe(MESSAGES.categoryImagesMin);
    expect(firstError(categoryImageCountSchema.safeParse(2))).toBe(MESSAGES.categoryImagesMax);
    expect(firstError(productImageCountSchema.safeParse(1))).toBe(MESSAGES.productImagesMin);
    expect(firstError(productImageCountSchema.safeParse(11))).toBe(MESSAGES.productImagesMax);
    expect(productImageCountSchema.safeParse(10).success).toBe(true);
  });

  it('names the product fields and the variant that is incomplete', () => {
    const variants = [
      { color: 'Black', size: '128GB', stock: 1, originalPrice: '999.00' },
      { color: 'Blue', size: '', stock: 0, originalPrice: '999.00' },
    ];
    const form = { productName: 'Phone', categoryId: '4', productVariants: JSON.stringify(variants) };
    expect(firstError(productFormSchema.safeParse(form))).toBe('Please fill all required fields in Variant 2');
    expect(firstError(productFormSchema.safeParse({ ...form, productName: ' ' }))).toBe(MESSAGES.productNameRequired);
    expect(firstError(productFormSchema.safeParse({ ...form, categoryId: '' }))).toBe(MESSAGES.productCategoryRequired);

    const valid = productFormSchema.parse({ ...form, productVariants: JSON.stringify([variants[0]]) });
    expect(valid.categoryId).toBe(4);
    expect(valid.productVariants[0]?.originalPrice).toBe('999.00');
  });
});

describe('a variant swatch', () => {
  it('comes from a colour that looks like hex', () => {
    expect(hexOf('#1A2B3C')).toBe('#1a2b3c');
    expect(hexOf('ffffff')).toBe('#ffffff');
    expect(hexOf('Midnight Black')).toBeNull();
  });

  it('prefers the hex code given with the variant', () => {
    expect(hexOf('Midnight Black', '#0A0A0A')).toBe('#0a0a0a');
    expect(hexOf('#ffffff', ' 000000 ')).toBe('#000000');
    expect(hexOf('Blue', '')).toBeNull();
  });
});

describe('response schemas', () => {
  it('send a user without the password hash or token version a database row holds', () => {
    const row = {
      id: 7,
      username: 'asha',
      email: 'asha@example.com',
      mobile: null,
      firstName: 'Asha',
      lastName: 'Rao',
      dob: null,
      userType: 'CUSTOMER' as const,
      passwordHash: '$argon2id$v=19$secret',
      tokenVersion: 3,
    };
    const sent = JSON.stringify(userResponseSchema.encode({ user: row }));
    expect(sent).not.toMatch(/passwordHash|argon2|tokenVersion/);
    expect(JSON.parse(sent).user).toEqual({ ...row, passwordHash: undefined, tokenVersion: undefined });
  });
});

describe('usernames', () => {
  const username = (value: string) => registerSchema.shape.username.safeParse(value);
  const message = (value: string) => username(value).error?.issues[0]?.message;

  it('are NFKC-normalised: full-width letters become plain ones', () => {
    expect(username('ａｄｍｉｎ').data).toBe('admin');
  });

  it('refuse letters of two scripts: a Cyrillic а in admin', () => {
    expect(message('\u0430dmin')).toBe('Username must use the letters of one alphabet only');
    expect(message('pаypal')).toBe('Username must use the letters of one alphabet only');
  });

  it('refuse bidi and other control characters', () => {
    for (const value of ['admin\u202Egnp', '\u200Fasha', 'asha\u0000', 'as\u200Bha', 'asha\u2066x']) {
      expect(message(value)).toBe('Username may contain letters, digits, dots, dashes and underscores only');
    }
  });

  it('accept names in one script, with their accents and vowel signs', () => {
    for (const value of ['asha.rao_1', 'José', 'राहुल', 'ரவி', 'Дмитрий']) expect(username(value).data).toBe(value);
  });
});
