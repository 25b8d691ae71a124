// Stylesheets imported by web components mean nothing to the unit tests (no browser lays them out).
export {};
