// The first sign-up step's answers, kept in memory (never stored: it holds the password) while the
// visitor fills in the second step (/signup-content). A reload starts sign-up over.
export interface SignupAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

let draft: SignupAccount | null = null;

export function keepSignupAccount(account: SignupAccount): void {
  draft = account;
}

export function readSignupAccount(): SignupAccount | null {
  return draft;
}

export function clearSignupAccount(): void {
  draft = null;
}
