export { MuteButton } from './components/mute-button';
export { MutedMembers } from './components/muted-members';
