# Play: what happened (narration), what the game waits for (prompts), status, history, lobby, the final result, reminders and direct messages.
# fr/play.ftl holds the same ids.
