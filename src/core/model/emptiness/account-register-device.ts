import { allPresent, type EmptinessRule } from './rule';

export const accountRegisterDeviceEmptiness: EmptinessRule = { label: 'Register device: set id and title', isEmpty: (m) => !allPresent(m, 'id', 'title') };
