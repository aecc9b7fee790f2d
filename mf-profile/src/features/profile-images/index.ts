export { ProfileImages, type ProfileImagesProps } from './components/profile-images';
