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
