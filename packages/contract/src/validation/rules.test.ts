import { describe, expect, it } from 'vitest';
import {
  checkRule,
  isCreditCode,
  isEmail,
  isFixedAssets,
  isIdCard,
  isMobile,
  isNumeric,
  isPassword,
  isPhoneOrMobile,
  isPositiveInteger,
  isPostcode,
  isRegisterCode,
  isTwoDecimal,
  PASSWORD_SPECIALS,
  RULES,
  type RuleName,
} from './rules';

describe('isEmail', () => {
  it.each(['zhangsan@example.com', 'a_b-c9@mail.nb-gov.cn', 'X@y.z'])('accepts %s', (value) => {
    expect(isEmail(value)).toBe(true);
  });
  it.each(['zhangsan', 'a@b', '@example.com', 'a@.com', 'a@b.', 'a b@c.com', 'zhang.san@x.com', 'a@b..c'])(
    'rejects %s',
    (value) => {
      expect(isEmail(value)).toBe(false);
    },
  );
});

describe('isPositiveInteger', () => {
  it.each(['1', '9', '10', '1234567890'])('accepts %s', (value) => {
    expect(isPositiveInteger(value)).toBe(true);
  });
  it.each(['0', '01', '007', '-1', '1.0', '1e3', ' 1', 'abc'])('rejects %s', (value) => {
    expect(isPositiveInteger(value)).toBe(false);
  });
});

describe('isNumeric', () => {
  it.each(['0', '1.2', '-3', '.5', '1.', '1e3'])('accepts %s', (value) => {
    expect(isNumeric(value)).toBe(true);
  });
  it.each(['abc', '1a', '', ' 1', '1,000', 'Infinity', '--1'])('rejects %s', (value) => {
    expect(isNumeric(value)).toBe(false);
  });
});

describe('isTwoDecimal', () => {
  it.each(['0', '0.5', '1', '1.2', '1.23', '120.05', '0.01'])('accepts %s', (value) => {
    expect(isTwoDecimal(value)).toBe(true);
  });
  it.each(['1.234', '01.2', '00', '.5', '1.', '-1.2', 'abc', '1e3'])('rejects %s', (value) => {
    expect(isTwoDecimal(value)).toBe(false);
  });
  it('says "enter a number" for text that is not numeric', () => {
    expect(checkRule('twoDecimal', 'abc')).toBe('number');
  });
  it.each(['1.234', '01.2', '.5', '1.'])('says "valid two-decimal" for the numeric %s', (value) => {
    expect(checkRule('twoDecimal', value)).toBe('twoDecimal');
  });
  it('checks a number by its decimal text', () => {
    expect(checkRule('twoDecimal', 1.25)).toBeNull();
    expect(checkRule('twoDecimal', 1.255)).toBe('twoDecimal');
  });
});

describe('isMobile', () => {
  it.each(['13812345678', '19912345678', '15000000000'])('accepts %s', (value) => {
    expect(isMobile(value)).toBe(true);
  });
  it.each(['12812345678', '1381234567', '138123456789', '23812345678', '138-1234-5678'])(
    'rejects %s',
    (value) => {
      expect(isMobile(value)).toBe(false);
    },
  );
});

describe('isPhoneOrMobile', () => {
  it.each(['0574-87654321', '87654321', '021-1234567', '1234567', '13812345678'])(
    'accepts %s',
    (value) => {
      expect(isPhoneOrMobile(value)).toBe(true);
    },
  );
  it.each(['0574-123456', '123456', '05-87654321', '057487654321', '0574 87654321', '12812345678'])(
    'rejects %s',
    (value) => {
      expect(isPhoneOrMobile(value)).toBe(false);
    },
  );
});

describe('isPostcode', () => {
  it.each(['315000', '315100', '100000'])('accepts %s', (value) => {
    expect(isPostcode(value)).toBe(true);
  });
  it.each(['015000', '31500', '3150000', '31500a'])('rejects %s', (value) => {
    expect(isPostcode(value)).toBe(false);
  });
});

describe('isFixedAssets', () => {
  it.each(['1', '500', '1000000'])('accepts %s', (value) => {
    expect(isFixedAssets(value)).toBe(true);
  });
  it.each(['0', '000', '0500', '12.5', '-5', '1万'])('rejects %s', (value) => {
    expect(isFixedAssets(value)).toBe(false);
  });
});

describe('isRegisterCode', () => {
  it('accepts the 20 digits of a real-shaped code', () => {
    expect(isRegisterCode('31103302122024050123')).toBe(true);
  });
  it.each(['3110330212202405012', '311033021220240501234', '4D003302062019030012', '3110 3302122024050123'])(
    'rejects %s',
    (value) => {
      expect(isRegisterCode(value)).toBe(false);
    },
  );
});

describe('isIdCard', () => {
  it.each(['330203199001011234', '33020319900101123X', '33020319900101123x', '330212200002291236'])(
    'accepts %s',
    (value) => {
      expect(isIdCard(value)).toBe(true);
    },
  );
  it.each([
    ['first digit 0', '030203199001011234'],
    ['month 13', '330203199013011234'],
    ['30 February', '330203199002301234'],
    ['29 February of a non-leap year', '330203190002291234'],
    ['a year before 1900', '330203189001011234'],
    ['17 characters', '33020319900101123'],
    ['a letter other than X', '33020319900101123Y'],
    ['X in the middle', '3302031990010112X4'],
  ])('rejects %s', (_, value) => {
    expect(isIdCard(value)).toBe(false);
  });
});

describe('isPassword', () => {
  it.each([...PASSWORD_SPECIALS].map((special) => [special, `Abcdef1${special}`]))(
    'accepts the special character %s',
    (_, value) => {
      expect(isPassword(value)).toBe(true);
    },
  );
  it('accepts 8 and 16 characters', () => {
    expect(isPassword('Abc@1234')).toBe(true);
    expect(isPassword('Abc@123456789012')).toBe(true);
  });
  it.each([
    ['7 characters', 'Abc@123'],
    ['17 characters', 'Abc@1234567890123'],
    ['no uppercase', 'abc@12345'],
    ['no lowercase', 'ABC@12345'],
    ['no digit', 'Abcd@efgh'],
    ['no special', 'Abcd12345'],
    ['a space', 'Abc@ 12345'],
    ['a hyphen', 'Abc@-12345'],
    ['a special outside the set', 'Abc_12345'],
    ['a Chinese character', 'Abc@1234中'],
  ])('rejects %s', (_, value) => {
    expect(isPassword(value)).toBe(false);
  });
});

describe('isCreditCode', () => {
  it('accepts a code whose check character matches', () => {
    expect(isCreditCode('91350100M000100Y43')).toBe(true);
  });
  it.each([
    ['a wrong check character', '91350100M000100Y44'],
    ['a letter outside the alphabet (I)', '91350100M000100I43'],
    ['lower case', '91350100m000100y43'],
    ['17 characters', '91350100M000100Y4'],
  ])('rejects %s', (_, value) => {
    expect(isCreditCode(value)).toBe(false);
  });
});

describe('checkRule', () => {
  const names = Object.keys(RULES) as RuleName[];
  it.each(names)('skips empty values for %s', (name) => {
    expect(checkRule(name, '')).toBeNull();
    expect(checkRule(name, undefined)).toBeNull();
    expect(checkRule(name, null)).toBeNull();
  });
  it.each(names)('gives the message key of %s for a bad value', (name) => {
    expect(checkRule(name, '!bad!')).toBe(name === 'twoDecimal' ? 'number' : RULES[name].messageKey);
  });
});
