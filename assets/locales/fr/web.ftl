# La page du plateau (le front web) : ses refus, chacun privé au détenteur du lien.
web-link-forged = Ce lien vers le plateau n'est pas valide. Demandez-en un nouveau avec le bouton « Ouvrir le plateau ».
web-link-expired = Ce lien vers le plateau a expiré. Demandez-en un nouveau avec le bouton « Ouvrir le plateau ».
web-other-game = Ce lien n'ouvre que le plateau d'une autre partie.
web-foreign-origin = Cette demande venait d'un autre site : elle a été refusée.
web-too-fast = Trop de demandes avec ce lien : attendez un instant, puis réessayez.
web-spectator = Vous regardez cette partie : un lien de spectateur ne peut pas jouer.
web-stale = La partie a avancé depuis l'affichage de cette page : voici le plateau le plus récent.
web-unknown-action = « { $action } » n'est pas un coup que le bot connaît.
web-no-game = Cette partie n'est plus enregistrée.
web-last-move = { $name } : { $move }
web-bad-request = Un coup demande la révision affichée par la page et son action.
web-open = Ouvrir le plateau
web-link-private = Votre lien privé vers le plateau de cette partie, valable { $hours } heures (gardez-le pour vous : il joue votre place) : { $url }
web-link-spectator = Un lien pour regarder le plateau de cette partie, valable { $hours } heures : { $url }
web-play = Jouer sur le plateau
# Le plateau ouvert dans Discord comme une activité : ses refus, privés à qui l'a ouvert.
web-activity-off = Ce bot n'ouvre pas son plateau dans Discord. Demandez un lien avec le bouton « Ouvrir le plateau ».
web-activity-bad-request = Ouvrir le plateau dans Discord demande le code d'autorisation de Discord et l'instance de l'activité.
web-activity-bad-code = Discord n'a pas confirmé qui vous êtes : fermez le plateau et ouvrez-le de nouveau.
web-activity-no-instance = Discord ne connaît pas cette activité : fermez-la et lancez-la de nouveau depuis le salon de la partie.
web-activity-not-member = Vous n'êtes pas dans cette activité : rejoignez-la d'abord depuis le salon de la partie.
web-activity-no-game = Aucune partie n'est en cours dans le salon de cette activité : lancez-en une avec /new, puis ouvrez de nouveau le plateau.
web-activity-unreachable = Discord n'a pas répondu à temps : réessayez dans un instant.
web-activity-failed = Le plateau n'a pas pu s'ouvrir dans Discord ; l'opérateur du bot en voit la raison dans son journal.
