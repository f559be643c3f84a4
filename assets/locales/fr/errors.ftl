# Français : les refus du service, par identifiant. en/errors.ftl a les mêmes.
# Un mot entre accents graves est une commande ; Discord l'affiche en commande slash.
# Les termes suivent les règles françaises (meeple, abbaye, pré, tuile, présent…).
# Les textes de ce genre propres à une extension sont dans son fichier, nommé par son mot (river.ftl…).

## Refus : ce qu'un joueur a demandé et que la partie ne permet pas.

error-no-game = Il n'y a pas de partie dans ce salon. Lancez-en une avec `new`.
error-channel-busy = Une partie est déjà ouverte dans ce salon ; rejoignez-la (`join`) ou annulez-la d'abord (`cancel`).
error-not-seated = Vous ne participez pas à cette partie.
error-already-seated = Vous participez déjà à cette partie.
error-bots-need-a-seat = Prenez d'abord une place (`join`), puis installez un bot.
error-no-such-player = Personne du nom { ELIDE("de", $name) } ne joue à cette partie ; les joueurs sont { $players }.
error-no-such-bot = Aucun bot du nom { ELIDE("de", $name) } n'attend dans cette partie ; les bots sont : { $bots }.
error-already-a-bot = La place { ELIDE("de", $name) } est déjà tenue par un bot.
error-already-away = Vous êtes déjà absent : un bot joue votre place jusqu'à votre retour avec `join`.
error-away-not-playing = `away` sert pendant une partie ; dans le salon d'attente, `leave` libère votre place.
error-left-for-good = Vous avez quitté cette partie pour de bon : un bot joue votre place jusqu'à la fin.
error-not-yours-to-hand = Seuls { $name } en personne, le créateur de la partie ou un modérateur peuvent confier sa place à un bot.
error-full = La partie est complète ({ $count ->
        [one] { $count } joueur
       *[other] { $count } joueurs
    }).
error-already-started = La partie a déjà commencé.
error-not-started = La partie n'a pas encore commencé : lancez-la avec `start` quand tout le monde l'a rejointe.
error-finished = La partie est terminée ; ouvrez-en une nouvelle avec `new`.
error-not-creator = Seuls le créateur de la partie ou un modérateur peuvent l'annuler.
error-nothing-to-undo = Rien à annuler : vous ne pouvez reprendre que votre propre tuile ou figurine, avant la fin de votre tour.
error-no-tile-in-hand = Vous n'avez pas de tuile à poser maintenant.
error-no-rotation-fits = Votre tuile ({ $tile }) ne se pose en { $x } { $y } dans aucune orientation.
# $expansion est le mot de l'extension (hills-sheep…).
error-expansion-not-in-bot = L'extension { $expansion } ne se joue pas encore avec le bot : ses commandes restent à venir.
error-not-your-turn = Ce n'est pas votre tour : on attend { $name }.
error-not-your-decision = Cette décision ne vous revient pas : on attend { $name }.
error-seed-chosen-by-bot = Sur Discord, le bot tire lui-même la graine et les tuiles : personne ne peut connaître les tirages à l'avance.
error-busy = Le stockage de la partie est occupé en ce moment et rien n'a été modifié. Réessayez dans un instant.
error-unplayable = Cette version du bot ne peut plus jouer cette partie ({ $why }). `history` liste ses coups ; `cancel` la ferme.
error-newer-version = Cette partie a été enregistrée par une version plus récente du bot (version des règles { $version }) ; elle ne peut pas être jouée ici.

## Notre propre échec, montré sans détail.

error-internal = Un problème est survenu de notre côté et rien n'a été modifié. Veuillez réessayer.
# La base de données n'a pas pu être écrite (disque plein, fichier en lecture seule…) : le journal de l'exploitant dit laquelle.
error-not-saved = La partie n'a pas pu être enregistrée ; rien n'a changé. Le stockage du bot demande l'intervention de son administrateur : réessayez plus tard.
# Plusieurs processus se partagent les parties et celui-ci ne sert plus ce serveur (une reprise) : le prochain essai atteint celui qui le sert.
error-moved = Rien n'a changé : les parties de ce serveur passent à un autre processus du bot. Réessayez dans quelques secondes.
# La commande visait une partie précédente du salon (envoyée avant l'ouverture de celle-ci).
error-sent-before = Rien n'a changé : ceci a été envoyé avant le début de la partie en cours dans ce salon.
# Une panne dans l'adaptateur Discord lui-même, où l'on ne sait pas si quelque chose a changé.
error-failed = Un problème est survenu de notre côté. Veuillez réessayer.
error-stale = Ce bouton appartient à un tour précédent, il ne fait donc plus rien. Utilisez le message le plus récent, ou les commandes.
