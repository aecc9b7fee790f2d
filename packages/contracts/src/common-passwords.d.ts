// The package types its dictionary object only; this one file of it is the ranked password list.
declare module '@zxcvbn-ts/language-common/dist/passwords.json.cjs' {
  const passwords: string[];
  export default passwords;
}
