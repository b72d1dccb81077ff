/** Customer service and the mini-program redirect (docs/customer-service.md). */
export { customerServicePages } from './routes';
