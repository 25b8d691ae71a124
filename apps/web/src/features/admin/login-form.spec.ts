import { ApiError, RequestTimeoutError } from '../../app/api-client';
import { loginErrorMessage } from './admin-login.api';
import { validateLogin } from './login-form';

describe('admin login form', () => {
  it('requires every field, blank after trimming included', () => {
    expect(validateLogin({ username: ' ', password: '\t', project_name: '' })).toEqual({
      username: 'Username is required',
      password: 'Password is required',
      project_name: 'Project name is required',
    });
    expect(validateLogin({ username: 'ada', password: 'secret', project_name: 'intake' })).toEqual({});
  });

  it('explains a failed sign-in in the words of the spec', () => {
    expect(loginErrorMessage(new ApiError(401, 'Unauthorized', {}))).toBe('Invalid credentials. Please check your username, password, and project name.');
    expect(loginErrorMessage(new ApiError(429, 'Too many attempts, try again in a minute', {}))).toBe('Too many attempts, try again in a minute');
    expect(loginErrorMessage(new ApiError(500, undefined, ''))).toBe('Login failed. Please try again.');
    expect(loginErrorMessage(new RequestTimeoutError())).toBe('Request timed out');
    expect(loginErrorMessage(new TypeError('Failed to fetch'))).toBe('Login failed. Please try again.');
    expect(loginErrorMessage('?')).toBe('Login failed. Please try again.');
  });
});
