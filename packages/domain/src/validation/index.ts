export * from './nip.ts';
export * from './pesel.ts';
export * from './phone.ts';
export * from './zip.ts';
export * from './tax-number.ts';
export * from './password.ts';
export * from './email.ts';
export * from './coordinates.ts';
