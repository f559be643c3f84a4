# A person stepping out of a running game: away for a while, or gone for good.
# fr/away.ftl holds the same ids.

# A seat's name once a bot plays it for its person: while they may take it back, and
# once they left for good. The marker stays in brackets at the end: the image keeps it
# when it shortens a long name.
seat-name-bot = { $name } (bot)
seat-name-left = { $name } (left)

away = { $name } is away: a normal bot plays { $name }'s seat until { $name } comes back with `join`.
# $front: where the answer is read (discord: a button follows; terminal: a command).
leave-ask = Leaving now is for good: a normal bot plays your seat to the end, the final table lists you as left, and you cannot take the seat back. { $front ->
        [discord] Click **Leave for good** below to confirm, or `away` to let a bot play only until you `join` again.
       *[terminal] Say `leave confirm` to confirm, or `away` to let a bot play only until you `join` again.
    }
left-for-good = { $name } left the game for good: a normal bot plays { $name }'s seat to the end.
