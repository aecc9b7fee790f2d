export { Styleguide } from './components/styleguide';
