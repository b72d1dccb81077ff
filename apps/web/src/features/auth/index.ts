/** What other features may use of the login feature: the account form (user/changeAccount reuses it). */
export { LoginForm } from './components/LoginForm';
