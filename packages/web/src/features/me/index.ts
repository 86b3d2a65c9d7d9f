export { MePage } from './me-page';
