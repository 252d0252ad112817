/** The token API servers the tool pages talk to, by the key the reader's choice is saved under. */
export const apiServers: Record<string, string> = {
  cf: 'https://api.nn.ci',
  cn: 'https://api.xhofe.top',
  de: 'http://api-my-api-5hw5ou-b810d8-80-75-218-107.traefik.me',
  local: 'http://localhost:3002',
};
