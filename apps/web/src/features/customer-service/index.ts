/** Customer service and the mini-program redirect (docs/web.md, "Customer service and the mini program"). */
export { customerServicePages } from './routes';
