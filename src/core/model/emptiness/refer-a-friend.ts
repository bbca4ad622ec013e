import { present, type EmptinessRule } from './rule';
import { shareChannels } from '../../account/shareChannels';

export const referAFriendEmptiness: EmptinessRule = {
  label: 'Refer a friend: set the message to share and the channels',
  // the channels that render: an unknown name draws nothing
  isEmpty: (m) => !present(m.messageToShare) || shareChannels(m.communicationChannels).length === 0,
};
