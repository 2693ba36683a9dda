import { checkRemoteContract, isContractRefusal } from './contractRefusal';

const shell = (version: string) => ({
  name: 'shell',
  shared: {
    react: [{ version: '19.3.1', from: 'shell' }],
    'shared/platform/api/baseApi': [
      { version, from: 'shell' },
      { version: '9.0.0', from: 'mfe_other' },
    ],
  },
});
const remote = (version: string) => [
  { sharedName: 'react', version: '19.3.1' },
  { sharedName: 'shared/platform/api/baseApi', version },
];

test('a remote built for the same contract, or an older minor or patch of it, loads', () => {
  for (const built of ['2.3.1', '2.3.0', '2.1.9', '2.0.0']) expect(() => checkRemoteContract('mfe_payments', remote(built), shell('2.3.1'))).not.toThrow();
});

test('a remote built for a newer minor, patch or another major is refused, in words the shell recognises', () => {
  for (const built of ['2.4.0', '2.3.2', '3.0.0', '1.9.0']) {
    let failure: unknown;
    try {
      checkRemoteContract('mfe_payments', remote(built), shell('2.3.1'));
    } catch (error) {
      failure = error;
    }
    expect(String(failure)).toBe(`Error: mfe_payments needs platform contract ^${built}; this portal provides 2.3.1`);
    expect(isContractRefusal(failure)).toBe(true);
  }
});

test('a failure that is not about the contract is not called one', () => {
  expect(isContractRefusal(new Error('Failed to fetch'))).toBe(false);
  expect(
    isContractRefusal(
      new Error(
        '[ Federation Runtime ]: Version 18.0.0 from shell of shared singleton module react does not satisfy the requirement of mfe_x which needs ^19.0.0)',
      ),
    ),
  ).toBe(false);
  expect(
    isContractRefusal(
      new Error(
        '[ Federation Runtime ]: Version 2.0.0 from shell of shared singleton module shared/platform/api/baseApi does not satisfy the requirement of mfe_x which needs ^3.0.0)',
      ),
    ),
  ).toBe(true);
});
