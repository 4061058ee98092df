/** Lets a settled fake's promise reach the actor and the actor's follow-up transitions run. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}
