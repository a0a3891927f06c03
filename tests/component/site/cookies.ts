/** Removes every cookie of the test document. */
export function clearCookies(): void {
  for (const pair of document.cookie.split('; ')) {
    const name = pair.split('=')[0]
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
  }
}
