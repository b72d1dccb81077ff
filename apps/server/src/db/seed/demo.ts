import { DEMO_PASSWORD, type Role } from '@jc/contract';

export interface DemoAccount {
  account: string;
  nickname: string;
  roles: Role[];
  phone: string | null;
  /** Opening points grant, written to the ledger. */
  points: number;
  /** Division codes of the areas a staff member looks after. */
  areas: string[];
}

export const DEMO_ACCOUNT_PASSWORD = DEMO_PASSWORD;

/** The four demo accounts of api-conventions.md, all with the password demo123456. */
export const DEMO_ACCOUNT_SEED: DemoAccount[] = [
  { account: 'student', nickname: '小明同学', roles: ['pupil'], phone: null, points: 1200, areas: [] },
  {
    account: 'teacher',
    nickname: '王老师',
    roles: ['pupil', 'teacher'],
    phone: null,
    points: 300,
    areas: [],
  },
  {
    account: 'staff',
    nickname: '李业务',
    roles: ['pupil', 'staff'],
    phone: null,
    points: 0,
    // 北京市东城区、海淀区 and 杭州市西湖区.
    areas: ['110101', '110108', '330106'],
  },
  {
    account: 'admin',
    nickname: '运营管理员',
    roles: ['pupil', 'teacher', 'staff', 'admin'],
    phone: null,
    points: 0,
    areas: [],
  },
];
