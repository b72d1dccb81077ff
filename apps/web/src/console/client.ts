import { message } from 'antd';
import { api } from '@/lib/api-client';
import { consoleLoginUrl, isConsoleLogin } from './paths';

/**
 * The one API client, set up for the desktop: refusals show as antd messages, and a lost token sends
 * the operator to the console's own login page (and back afterwards), not the pupils'.
 */
export function configureConsoleClient(): void {
  api.configure({
    toast: (text) => void message.error(text),
    isLoginPage: isConsoleLogin,
    loginUrl: consoleLoginUrl,
  });
}
