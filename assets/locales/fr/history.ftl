# L'historique : chaque coup d'une partie en mots, une page à la fois ; le plateau après un coup ; les parties terminées d'un serveur.
# en/history.ftl a les mêmes identifiants.
# Un mot entre accents graves est une commande, écrite dans la notation canonique :
# le front la réécrit comme le lecteur la tape.

## Les coups (`history`).

history-empty = Aucun coup pour l'instant.
# Tous les coups d'un coup (le terminal).
history-all = Coups 1–{ $total } sur { $total } :
# Une page (une discussion), avec des boutons vers les pages d'avant et d'après.
history-page = Coups { $from }–{ $to } sur { $total } (page { $page } sur { $pages }) :
history-older = Plus anciens
history-newer = Plus récents
# Un coup : son numéro, puis ce qu'il a fait, comme le message de son tour l'a dit.
history-move = { $seq }. { $said }
# Un coup d'une partie qui ne se rejoue plus, dans la notation.
history-move-notation = { $seq }. { $name } : { $action }
# Les points d'un coup trop long pour une page (tout un décompte final), par joueur :
# « Alice +34, Bob +29 ».
history-points = Points : { $points }.
# Le plateau après un coup (`history move 12`), au-dessus du coup et des scores d'alors.
history-board = Le plateau après le coup { $seq } sur { $total } :

## Les parties terminées (`games finished`).

finished-here = { $count ->
        [0] Aucune partie ne s'est encore terminée dans ce salon.
       *[other] Terminées dans ce salon :
    }
finished-elsewhere = Terminées ailleurs sur ce serveur :
# Un jour : $year, $month et $day, écrits avec leurs zéros, dans l'ordre français (« 25/11/2026 »).
day = { $day }/{ $month }/{ $year }
# $date : le jour où elle s'est terminée.
finished-entry = - Partie { $id }, { $date } : { $scores }. { $result }
# La même dans un autre salon du serveur, $channel.
finished-entry-elsewhere = - Partie { $id }, { $date }, { $channel } : { $scores }. { $result }
finished-unplayable = Ses coups ne se rejouent plus dans cette version du bot.
finished-open = `board game { $id }` montre le plateau final d'une partie, `history game { $id }` ses coups.

## Refus.

error-no-such-move = Il n'y a pas de coup { $asked } : les coups de cette partie vont de 1 à { $last }.
error-no-finished-game = Il n'y a pas de partie terminée numéro { $id } sur ce serveur ; `games finished` les liste.
error-game-not-over = La partie { $id } n'est pas encore terminée : regardez-la dans son propre salon.
