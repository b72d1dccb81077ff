/** GET /health (outside /api, no nonce): answers after a real database round trip. */
export interface HealthData {
  db: 'ok' | 'error';
}
