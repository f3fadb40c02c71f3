import { unmetNeeds } from './compatibility.js';

describe('unmetNeeds', () => {
  const shell = { react: '19.2.0', 'store-runtime': '2.4.0' };

  it('is empty when every range is met', () => {
    expect(unmetNeeds({ react: '^19.0.0', 'store-runtime': '>=2.1 <3' }, shell)).toEqual([]);
    expect(unmetNeeds({}, shell)).toEqual([]);
  });

  it('names each range the shell does not meet, and each package it does not provide, by name', () => {
    expect(unmetNeeds({ react: '^19.0.0', 'store-runtime': '^3.0', jotai: '^2.0.0' }, shell)).toEqual([
      'needs jotai ^2.0.0, the live shell provides none',
      'needs store-runtime ^3.0, the live shell provides 2.4.0',
    ]);
  });

  it('counts a range semver cannot read as unmet rather than met', () => {
    expect(unmetNeeds({ react: 'latest-and-greatest' }, shell)).toEqual([
      'needs react latest-and-greatest, the live shell provides 19.2.0',
    ]);
  });
});
