export type LoginField = 'username' | 'password' | 'project_name';
export type LoginValues = Record<LoginField, string>;
export type LoginErrors = Partial<Record<LoginField, string>>;

export const LOGIN_FIELD_ERRORS: Record<LoginField, string> = {
  username: 'Username is required',
  password: 'Password is required',
  project_name: 'Project name is required',
};

/** Admin spec §5: each field is required, and blank after trimming counts as missing. */
export function validateLogin(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  for (const field of Object.keys(LOGIN_FIELD_ERRORS) as LoginField[]) {
    if (values[field].trim() === '') errors[field] = LOGIN_FIELD_ERRORS[field];
  }
  return errors;
}
