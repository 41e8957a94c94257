// Sign-in with a Web3 wallet (Solana, Ethereum) is not offered: POST /token?grant_type=web3 answers
// as GoTrue does with both chains switched off, from here, so that offering one changes this file.
import { AuthError } from './errors.ts';

/** grant_type=web3 (signInWithWeb3): GoTrue's answer before it reads the body when no chain is on. */
export function web3Grant(): never {
  throw new AuthError(422, 'web3_provider_disabled', 'Web3 provider is disabled');
}
