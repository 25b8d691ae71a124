// The admin context's public surface (docs/architecture.md, "Rooms").
export { StaffAccountsDirectory } from './staff/staff-directory.query.js';
