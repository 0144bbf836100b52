export {
  createTokeninfoVerifier,
  GOOGLE_TOKENINFO_URL,
  type GoogleIdentity,
  type GoogleVerifier,
  type TokeninfoOptions,
} from './verifier';
