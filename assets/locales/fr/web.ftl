# La page du plateau (le front web) : ses refus, chacun privé au détenteur du lien.
web-link-forged = Ce lien vers le plateau n'est pas valide. Demandez-en un nouveau avec le bouton « Ouvrir le plateau ».
web-link-expired = Ce lien vers le plateau a expiré. Demandez-en un nouveau avec le bouton « Ouvrir le plateau ».
web-other-game = Ce lien n'ouvre que le plateau d'une autre partie.
# Le plateau du terminal (`local --web`) : un lien qu'il ne prend pas, le plus souvent celui d'une exécution précédente.
web-link-terminal = Ce lien vers le plateau n'ouvre pas la partie de cette exécution : chaque exécution du terminal affiche ses propres liens, et ceux d'une exécution précédente n'ouvrent rien. Ouvrez l'un des liens que celle-ci a affichés au démarrage.
web-foreign-origin = Cette demande venait d'une page à une autre adresse que celle du plateau : elle a été refusée. Ouvrez le plateau par son lien, tel qu'on vous l'a donné.
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
web-no-tile = Aucune tuile n'est en main maintenant.
web-bad-move = Le plateau après un coup se demande par le numéro du coup.

## Les mots de la page elle-même (envoyés dans la langue de la partie ; `web-page-` + le nom que la page utilise).
web-page-title = Carcassonne : le plateau
web-page-no-link = Cette page a besoin du lien entier donné par le bot, avec la partie après « # ». Demandez-en un nouveau avec le bouton « Ouvrir le plateau ».
web-page-loading = Chargement du plateau…
web-page-offline = Connexion perdue : reconnexion…
web-page-board = Plateau. Les flèches passent d'une case où la tuile va à une autre, Entrée la pose, R la tourne.
web-page-cell = Case
web-page-fits = la tuile va ici
web-page-rotate = Tourner
web-page-confirm = Valider
web-page-cancel = Annuler
web-page-undo = Annuler le coup
web-page-zoom-in = Agrandir
web-page-zoom-out = Réduire
web-page-whole-board = Tout le plateau
web-page-left = Déplacer le plateau à gauche
web-page-right = Déplacer le plateau à droite
web-page-up = Déplacer le plateau vers le haut
web-page-down = Déplacer le plateau vers le bas
web-page-tile = Tuile en main
web-page-tiles-left = Tuiles restantes :
web-page-players = Joueurs
web-page-points = Points
web-page-figures = En réserve
web-page-you = vous
web-page-spectator = Vous regardez cette partie.
web-page-waiting = En attente d'un autre joueur.
web-page-choose-cell = Touchez une case éclairée pour y poser votre tuile.
web-page-placing = Touchez de nouveau la tuile ou Tourner pour la faire pivoter, puis Valider.
web-page-placing-fixed = Elle ne va que dans ce sens ici : Valider, ou touchez une autre case éclairée.
web-page-spots = Touchez un emplacement marqué pour y poser une figurine, ou choisissez ci-dessous.
web-page-cells = Touchez une case éclairée pour la choisir, ou choisissez ci-dessous.
web-page-steps = Votre choix
web-page-over = Partie terminée
web-page-rank = Rang
web-page-last-move = Dernier coup
web-page-tile-is = Votre tuile :
web-page-fits-count = Cases où elle se pose :
# Ce qui sépare un libellé de sa valeur, espacé comme le français l'espace (« Case 0, -1 : … »).
web-page-colon = {" :"}
web-page-your-turn = À vous de jouer
web-page-notify = Me prévenir quand c'est à moi
web-page-notify-off = Ne plus me prévenir quand c'est à moi
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
web-activity-silent = Discord a cessé de répondre au plateau : fermez-le et ouvrez-le de nouveau.
# Les requêtes que la page elle-même n'envoie jamais (ticket 62) : refusées avant toute lecture.
web-no-seat = La place de ce lien n'existe pas dans cette partie. Demandez-en un nouveau avec le bouton « Ouvrir le plateau ».
web-not-json = Le plateau n'accepte que des requêtes écrites en JSON, comme sa propre page les envoie.
web-too-large = Cette requête est bien plus grande que n'importe quel coup : elle est refusée.
web-too-slow = Le contenu de cette requête n'est pas arrivé à temps : elle est refusée. Réessayez.
web-bad-cell = Une image du plateau demande une taille de { $min } à { $max } pixels par case.
web-activity-too-many = Trop de tentatives d'ouvrir le plateau dans cette activité : attendez une minute, puis ouvrez-le de nouveau depuis le salon de la partie.
web-activity-busy = Le plateau s'ouvre dans beaucoup d'activités à la fois : attendez quelques secondes, puis ouvrez-le de nouveau.
# Un repère au bord de la vue du plateau : combien de cibles de l'étape sont hors de vue de ce côté ; le toucher y mène (« Hors de vue, touchez pour y aller : 3, à l'est »).
web-page-more-targets = Hors de vue, touchez pour y aller :
web-page-way-east = à l'est
web-page-way-south-east = au sud-est
web-page-way-south = au sud
web-page-way-south-west = au sud-ouest
web-page-way-west = à l'ouest
web-page-way-north-west = au nord-ouest
web-page-way-north = au nord
web-page-way-north-east = au nord-est
# Les choix d'une tuile, regroupés dans la liste d'une étape qui en a beaucoup (« Tuile en 2, -1 : 3 choix »).
web-page-fold-tile = Tuile en
web-page-fold-one = choix
web-page-fold-many = choix
web-page-unseen = Tuiles à venir
web-page-unseen-open = Voir les tuiles à venir
web-page-unseen-hills = Comptées parmi elles, des tuiles cachées sous les collines, qui ne seront pas piochées :
web-page-close = Fermer
web-page-history = Coups
web-page-history-open = Tous les coups
web-page-history-board = Le plateau après le coup
web-page-history-empty = Aucun coup pour l'instant.
# L'outil du plateau qui entoure chaque pré de sa couleur (une étape qui porte sur un pré entoure les siens).
web-page-fields = Entourer les prés
# Dit à un lecteur d'écran quand l'outil des prés les a tous entourés, avant leur nombre.
web-page-fields-shown = Prés entourés :
# Dit à un lecteur d'écran quand l'outil des prés est relâché (ceux d'une étape restent entourés).
web-page-fields-hidden = Les prés ne sont plus entourés.
# L'aide d'une étape suivie de ses quelques cibles nommées par ce qui s'y trouve
# (landmarks.rs) : $hint ce qu'il faut toucher ; $targets les cibles (« la tour de 2 étages
# à côté de l'abbaye de Bob (2 -1) »).
page-hint-targets = { $hint } Sur le plateau : { $targets }.
# Un genre de cible tel que le plateau le marque (AimKind de landmarks.rs), $count de ce
# genre : page-target-<genre> (follower, spot ; ceux d'une extension dans son fichier :
# tower, foundation, top, castle, tile). $target ci-dessous est ce message,
# $target-gender son .gender.
page-target-follower = { $count ->
        [one] suiveur cerclé
       *[other] suiveurs cerclés
    }
    .gender = masc
page-target-spot = { $count ->
        [one] emplacement marqué
       *[other] emplacements marqués
    }
    .gender = masc
# Les cibles d'une étape trop nombreuses pour être nommées, par genre, $count de chaque
# (« 3 suiveurs cerclés »), après le $hint de page-hint-targets ou dans page-hint-kinds.
page-hint-kind = { $count } { $target }
# L'indication d'une étape dont les $count cibles (plus de deux) sont toutes d'un genre.
page-hint-count = Touchez { $target-gender ->
        [fem] une
       *[masc] un
    } des { $count } { $target }, ou choisissez ci-dessous.
# La même avec des cibles de plusieurs genres : $kinds, les page-hint-kind en liste (« 3 tours éclairées et 1 fondation vide éclairée »).
page-hint-kinds = Touchez une des { $count } cibles marquées sur le plateau ({ $kinds }), ou choisissez ci-dessous.
