# Les cotes : le classement de chaque serveur (`leaderboard`), les statistiques d'un
# joueur (`stats`) et la courbe de sa cote. en/ratings.ftl a les mêmes identifiants.
# Un mot entre accents graves est une commande, écrite dans la notation canonique :
# le front la réécrit comme le lecteur la tape.
#
# Une cote s'affiche comme un seul nombre : l'estimation prudente du niveau d'un joueur
# (sa cote moins trois fois son incertitude), avec une décimale. Tout le monde part de 0,0.

# Un nombre avec une décimale : $whole, avec son signe, et $tenths (« 12,3 »).
decimal = { $whole },{ $tenths }

## Le classement (`leaderboard`).

leaderboard-title = Classement de ce serveur (une cote est le niveau moins trois fois son incertitude) :
# Un joueur : sa place, son nom, sa cote, ses parties classées et ses victoires parmi elles.
# $new : yes tant que la cote est celle d'un nouveau joueur (peu de parties), encore incertaine.
leaderboard-line = { $place }. { $name } — { $rating }{ $new ->
        [yes] {" "}(nouveau joueur, cote encore incertaine)
       *[no] {""}
    } ({ $games ->
        [one] { $games } partie
       *[other] { $games } parties
    }, { $wins ->
        [0] aucune victoire
        [one] { $wins } victoire
       *[other] { $wins } victoires
    })
leaderboard-empty = Aucune partie n'a encore compté pour une cote sur ce serveur : une partie compte quand elle se termine avec au moins deux personnes qui l'ont jouée jusqu'au bout (les bots n'ont pas de cote).

## Les statistiques d'un joueur (`stats`), pour celui qui les demande seul.

stats-title = { $name } sur ce serveur :
stats-games = Parties jouées jusqu'au bout : { $games } ({ $rated } classées), gagnées : { $wins }. Score moyen { $average }, meilleur { $best }.
# $parts : les points de chaque catégorie, « Villes 120, Routes 45 ».
stats-points = Points par zone : { $parts }.
stats-points-part = { $category } { $points }
# $expansion : le titre d'une extension, ou stats-no-expansion.
stats-favourite = Extension préférée : { $expansion }.
stats-no-expansion = aucune (jeu de base)
# $place parmi les $players joueurs classés du serveur.
stats-rating = Cote : { $rating } après { $games ->
        [one] { $games } partie classée
       *[other] { $games } parties classées
    } : { $place ->
        [1] 1re
       *[other] { $place }e
    } place sur { $players } joueurs classés de ce serveur.{ $new ->
        [yes] {" "}La cote d'un nouveau joueur est encore incertaine : elle part de 0,0 et bouge surtout pendant ses { $first } premières parties, vers le bas comme vers le haut, le temps que le bot connaisse mieux son niveau.
       *[no] {""}
    }
stats-unrated = Cote : aucune pour l'instant. Une partie compte quand elle se termine avec au moins deux personnes qui l'ont jouée jusqu'au bout.
stats-none-yourself = Vous n'avez encore terminé aucune partie sur ce serveur : vos statistiques commencent avec la première.

## La courbe d'une cote, un point par partie classée.

chart-title = Cote après chaque partie classée

## Refus.

error-no-stats = { $name } n'a terminé aucune partie sur ce serveur.
