// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import {
  isLocationPurpose,
  putChosenLocation,
  takeChosenLocation,
  type ChosenLocation,
} from './location-choice';
import { SessionKey } from './storage';

const WEST_LAKE: ChosenLocation = {
  lng: 120.1485,
  lat: 30.2425,
  name: '西湖',
  address: '浙江省杭州市西湖区',
};
const HUQIU: ChosenLocation = { lng: 120.5853, lat: 31.3232, name: '虎丘', address: '江苏省苏州市姑苏区' };

afterEach(() => window.sessionStorage.clear());

describe('location choice', () => {
  it('hands a location over once per purpose, the newest one', () => {
    expect(takeChosenLocation('school')).toBeNull();
    putChosenLocation('school', HUQIU);
    putChosenLocation('school', WEST_LAKE);
    putChosenLocation('store', HUQIU);
    expect(takeChosenLocation('school')).toEqual(WEST_LAKE);
    expect(takeChosenLocation('school')).toBeNull();
    expect(takeChosenLocation('store')).toEqual(HUQIU);
    expect(window.sessionStorage.getItem(SessionKey.chosenLocation)).toBeNull();
  });

  it('survives a reload: it is in sessionStorage', () => {
    putChosenLocation('store', { ...WEST_LAKE, extra: 1 } as ChosenLocation);
    expect(JSON.parse(window.sessionStorage.getItem(SessionKey.chosenLocation) ?? '{}')).toEqual({
      store: WEST_LAKE,
    });
  });

  it('drops what is not a location inside China', () => {
    window.sessionStorage.setItem(
      SessionKey.chosenLocation,
      JSON.stringify({ school: { lng: 2.35, lat: 48.85, name: '巴黎', address: '' }, store: 'x' }),
    );
    expect(takeChosenLocation('school')).toBeNull();
    expect(takeChosenLocation('store')).toBeNull();
    window.sessionStorage.setItem(SessionKey.chosenLocation, '{not json');
    expect(takeChosenLocation('school')).toBeNull();
  });

  it('knows its purposes', () => {
    expect(isLocationPurpose('school')).toBe(true);
    expect(isLocationPurpose('store')).toBe(true);
    expect(isLocationPurpose('home')).toBe(false);
    expect(isLocationPurpose(null)).toBe(false);
  });
});
