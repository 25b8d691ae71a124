/**
 * The staff the responses context assigns to and mails (issue 30): a port, so assignment does not
 * depend on how accounts are kept (the admin context's StaffAccountsDirectory answers it).
 */
export interface StaffMember {
  username: string;
  /** Where an assignment is announced; absent when the account has no known address. */
  email?: string;
}

export interface StaffDirectory {
  /** The staff member of that username, or undefined when there is none. */
  find(username: string): Promise<StaffMember | undefined>;
  /** Everyone a response can be assigned to, by username. */
  assignable(): Promise<{ username: string }[]>;
}

/** The Nest token the directory is provided under. */
export const STAFF_DIRECTORY = Symbol('StaffDirectory');
