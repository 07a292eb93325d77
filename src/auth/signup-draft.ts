// Sign-up's answers, kept in memory (never stored: they hold the password) while the visitor goes
// between the steps: the first step's once it is done, the second's as it is typed, so Back and
// forward lose nothing. A reload starts sign-up over.
export interface SignupAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** The second step (/signup-content): the company and its industry. */
export interface SignupCompany {
  company: string;
  industry: string;
}

let draft: SignupAccount | null = null;
let companyDraft: SignupCompany | null = null;

export function keepSignupAccount(account: SignupAccount): void {
  draft = account;
}

export function readSignupAccount(): SignupAccount | null {
  return draft;
}

export function keepSignupCompany(company: SignupCompany): void {
  companyDraft = company;
}

export function readSignupCompany(): SignupCompany | null {
  return companyDraft;
}

export function clearSignupAccount(): void {
  draft = null;
  companyDraft = null;
}
