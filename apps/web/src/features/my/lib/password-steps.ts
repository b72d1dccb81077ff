/** A verified old password: the ticket and when it stops being valid (ms since the epoch). */
export interface PasswordTicketState {
  ticket: string;
  expiresAt: number;
}

/** Which step the password sheet shows: the old password until a ticket is held and still valid. */
export function passwordStep(ticket: PasswordTicketState | null, now: number): 'verify' | 'new' {
  return ticket && now < ticket.expiresAt ? 'new' : 'verify';
}
