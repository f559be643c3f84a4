# Les commandes : verbes, options et aide, les règles en bref, extensions et options, noms et descriptions des commandes Discord.
# en/commands.ftl a les mêmes identifiants.
# Les textes de ce genre propres à une extension sont dans son fichier, nommé par son mot (river.ftl…).
# Les mots listés par une clé que le code nomme (un verbe, un paramètre, une étape, une
# figurine) sont un message par clé, `<liste>-<clé>` (verb-help-place), jamais un choix
# sur la clé : ceux du jeu de base ici, ceux d'une extension dans son fichier, qui n'ajoute
# donc aucune ligne ici.

## La table des verbes : la ligne d'aide de chaque verbe (aussi sa description Discord),
## verb-help-<verbe>, et la description de chaque paramètre,
## param-help-<verbe>-<paramètre>, par le mot canonique du verbe et le nom Discord du
## paramètre (`verbs.rs`) : ceux du jeu de base ici, ceux d'une extension dans son
## fichier. 100 caractères au plus chacune : la limite de Discord, vérifiée par un test.

verb-help-new = Ouvrir une partie de Carcassonne dans ce salon
verb-help-join = Prendre place dans la partie de ce salon, ou y installer un bot
verb-help-leave = Quitter votre place (partie en cours : pour de bon, un bot la joue)
verb-help-away = Un bot joue votre place pendant votre absence ; `join` vous la rend
verb-help-start = Lancer la partie, places tirées au sort (garder_ordre : dans l'ordre d'arrivée)
verb-help-bot = Confier une place à un bot (la vôtre ; toute place pour le créateur ou un modérateur)
verb-help-cancel = Clore la partie de ce salon (créateur ou modérateur)
verb-help-language = Changer la langue de la partie de ce salon (son créateur ou un modérateur)
verb-help-place = Poser votre tuile en x (est), y (sud), tournée de 0/90/180/270° (omise : les rotations possibles)
verb-help-meeple = Poser un meeple sur une zone de la tuile que vous avez posée
verb-help-pass = Aucune figurine ce tour-ci ; au bazar, pas de surenchère
verb-help-undo = Reprendre votre dernier coup s'il n'a rien révélé (ni pioche, ni points)
verb-help-board = Le plateau et les scores
verb-help-status = Scores, tuiles restantes et qui doit jouer
verb-help-history = Les coups, en mots
verb-help-replay = La dernière partie terminée du salon en image animée, tuile après tuile
verb-help-games = Vos parties en cours, ou finies
verb-help-leaderboard = Les dix meilleurs joueurs de ce serveur selon leur cote, avec parties et victoires
verb-help-stats = Parties, scores, points par zone et courbe de cote d'un joueur, pour vous seul
verb-help-options = Extensions, options, délais et langues d'une nouvelle partie
verb-help-rules = Les règles en bref
verb-help-help = Les commandes, une ligne chacune
verb-help-notify = Des messages privés quand une partie vous attend
param-help-new-expansions = Extensions, séparées par des espaces (par ex. hills-sheep)
param-help-new-options = Options de jeu, séparées par des espaces (par ex. hill_count)
param-help-new-language = La langue des messages publics de la partie (par défaut : celle du serveur)
param-help-new-clock = Le temps qu'un joueur peut faire attendre la partie avant qu'un bot joue (par défaut : 3 jours)
param-help-join-bot = Installer un bot à votre place, qui joue à ce niveau : facile, normal ou difficile
param-help-leave-bot = Retirer ce bot de la partie au lieu de partir vous-même
param-help-start-keep_order = Garder l'ordre d'arrivée des joueurs (par défaut : tiré au sort)
param-help-bot-player = Le joueur dont le bot prend la place, tel que la partie le nomme
param-help-bot-level = Son niveau de jeu : facile, normal (par défaut) ou difficile
param-help-language-language = Français ou anglais
param-help-place-placement = x,y rotation — par ex. 1,0 90 (choisissez parmi les placements possibles)
param-help-meeple-spot = La zone : route E, ville N, pré Es, abbaye
param-help-board-game = Une partie terminée du serveur, par son numéro, pour vous seul (voir l'option terminées de /parties)
param-help-history-move = Le plateau tel qu'il était après ce coup, par son numéro dans l'historique
param-help-history-game = Une partie terminée du serveur, par son numéro, au lieu de celle de ce salon
param-help-replay-game = Une partie terminée du serveur, par son numéro, au lieu de la dernière du salon
param-help-games-finished = True pour lister les parties terminées de ce salon et du serveur
param-help-stats-player = Le joueur dont voir les statistiques (par défaut : vous)
param-help-notify-on = True pour recevoir des messages privés, False pour les arrêter

## L'aide (`help`).

help-title = Commandes :
help-group = { $group ->
        [lobby] Mise en place
        [turn] Votre tour
       *[look] Consulter la partie et le serveur
    }
# Les extensions sans lesquelles la partie se joue, après les commandes des siennes.
help-others = Pas dans cette partie : les commandes { ELIDE("de", $expansions) } (`help` dans une partie qui les a les liste).
help-heading = { $title } :
help-heading-expansion = { $title } ({ $expansion }) :

## Des mots qui ne sont pas une commande. Les commandes sont citées dans la notation
## canonique, entre accents graves : la réponse les écrit comme le lecteur les tape.

bad-empty = commande vide ; essayez `help`
bad-unknown = `{ $word }` n'est pas une commande ; les commandes sont : { $verbs }
bad-no-arguments = `{ $verb }` ne prend aucun argument
bad-usage = { $verb ->
        [join] dites `join` pour prendre place, ou `join bot normal` pour installer un bot (facile, normal ou difficile)
        [leave] dites `leave` pour quitter votre place (`leave confirm` pour quitter pour de bon une partie en cours), ou `leave bot Bot 1` pour retirer un bot de la partie
        [bot] dites à qui : `bot NOM`, suivi éventuellement d'un niveau (facile, normal ou difficile)
        [start] dites `start`, ou `start keep_order` pour garder l'ordre d'arrivée des joueurs
        [notify] dites `notify on` ou `notify off`
        [board] dites `board`, ou `board game 7` pour une partie terminée du serveur
        [history] dites `history`, `history move 12` pour le plateau après le coup 12, ou `history game 7` pour une partie terminée
        [replay] dites `replay`, ou `replay game 7` pour une partie terminée du serveur
        [games] dites `games`, ou `games finished` pour les parties terminées de ce salon et du serveur
       *[language] dites `language fr` pour le français ou `language en` pour l'anglais
    }
bad-seed-needs-number = `seed` attend un nombre
bad-not-a-seed = `{ $word }` n'est pas une graine
bad-not-expansion-or-option = `{ $word }` n'est ni une extension ({ $expansions }) ni une option ({ $options })
bad-no-language = `{ $word }` n'est pas une langue que je parle : dites fr (français) ou en (anglais)
bad-not-your-language = Seuls le créateur de la partie ou un modérateur peuvent changer sa langue.

## La langue de la partie (`language`, `new … language fr`, `options`).

# Le nom d'une langue, dans la langue de ce fichier.
language-name = { $lang ->
        [en] anglais
       *[fr] français
    }
language-set = { $name } a passé la partie en { $language } : ses messages et son plateau sont désormais en { $language }.
options-expansions = Extensions (à ajouter après `new`) :
options-expansion = - { $word } — { $title }
options-options = Options :
# Ce que change une option ; $option est son mot.
options-option = - { $option } ({ $expansion }) : { $meaning }
options-languages = Langues : { $languages }. Choisissez-en une avec `new language fr` ; le créateur de la partie la change avec `language en`.
options-language = { $tag } ({ $name })
options-channel-game = La partie de ce salon est en { $language }.
options-channel-default = Une nouvelle partie ici sera en { $language }, sauf si vous en choisissez une autre.

## Les règles en bref (`rules`) : un message par paragraphe (2 000 caractères au plus chacun).

rules-base =
    Carcassonne en bref :
    1. Posez votre tuile contre le plateau de sorte que chaque bord qui en touche un autre lui corresponde (ville contre ville, route contre route, pré contre pré).
    2. Vous pouvez poser un meeple sur une zone de cette tuile (route, ville, abbaye ou pré) si personne n'en a déjà un dans toute la zone.
    3. Une zone achevée rapporte : route 1 par tuile, ville 2 par tuile + 2 par blason, abbaye 9. La majorité de meeples l'emporte ; en cas d'égalité, chacun marque. Les meeples retournent dans la réserve.
    En fin de partie : routes inachevées 1 par tuile, villes 1 par tuile + 1 par blason, abbayes 1 + 1 par tuile voisine ; chaque pré rapporte 3 par ville achevée qu'il touche à la majorité de ses paysans.
# Une option dans les règles de son extension ; $game : on (cette partie la joue), off, any (pas de partie ici).
rules-option = Option `{ $option }` : { $meaning }.{ $game ->
        [on] { " " }Cette partie la joue.
        [off] { " " }Cette partie se joue sans.
       *[any] {""}
    }
# Les extensions sans lesquelles la partie se joue, après les règles des siennes.
rules-others = Cette partie se joue sans { $expansions } : `rules` dans une partie qui les a donne les leurs.
rules-board = Sur le plateau : un écu bleu est un blason ; un meeple couché est dans un pré (un paysan). Un cadre blanc marque la dernière tuile, des cadres jaunes et +N ce qui vient de marquer. Les cases pâles montrent les rotations possibles ; les disques blancs numérotés, où une figurine peut aller.
# Ce que les images montrent d'une extension ($expansion, son mot), après rules-board ; rien
# pour celle qui ne dessine aucun symbole à elle.

## Les boutons propres à l'adaptateur Discord, dans la langue du message public.

discord-full-board = Plateau entier
discord-join = Rejoindre
discord-add-bot = Ajouter un bot (normal)
discord-start = Commencer
discord-leave-for-good = Quitter pour de bon

## Les lignes propres au terminal (`local`, `demo`).

local-hint = Tapez des commandes comme `place 1 0 90`, `meeple road E`, `pass`, ou d'abord le nom d'un joueur (`Bob: passer`) ; `help` les liste ; Ctrl-D pour quitter.
local-skipped = ({ $name } : l'étape des figurines a été sautée, rien à passer)
local-spoken = { $name } : { $text }
# $why : `meeples` (plus aucun en main), `dragon` (un volcan a amené le dragon sur la tuile) ou `features` (aucune zone libre sur la tuile).
local-figure-skipped = ({ $name } ne peut poser aucune figurine sur cette tuile : { $why }, l'étape des figurines est sautée.)
local-no-figure-meeples = plus de meeple
local-no-figure-features = aucune zone libre
# Comment voir le plateau, après local-hint : le dossier des images, ou comment les demander.
local-board-in = Le plateau est dessiné après chaque coup dans { $dir } (001.png, 002.png…) ; `place` seul liste où votre tuile se pose.
local-board-nowhere = Pas d'image du plateau : lancez avec `--png-dir DOSSIER` pour qu'il soit dessiné après chaque coup ; `place` seul liste où votre tuile se pose, `board` donne les scores.
# `local --web` : où la page du plateau est servie ($url : son adresse).
local-web-serving = La page du plateau est servie sur { $url }/board : ouvrez votre lien ci-dessous pour jouer à la main ; les coups joués là s'affichent ici.
# Le lien privé d'un joueur humain vers la page du plateau ($name : le joueur).
local-web-link = Plateau { ELIDE("de", $name) } : { $url }
# `local --web` sans `--db` : la partie va dans un fichier temporaire que la page lit aussi ($path).
local-web-temporary = La partie est gardée dans un fichier temporaire que la page du plateau lit aussi, { $path }, supprimé à la fin de cette partie (passez `--db FICHIER` pour la garder).
local-not-a-player = { $name } ne joue pas ici : les joueurs sont { $players }.
# Une ligne de script (un fichier, ou des lignes envoyées sur l'entrée) qui ne nomme aucun joueur ; $name : le premier joueur.
local-no-speaker = `{ $line }` : une ligne de script commence par le nom du joueur qui la joue, comme `{ $name }: poser 1 0 90`.
# $db : le fichier de la partie ; $moves : combien de coups il contient.
local-resumed = (reprise de la partie du salon `{ $channel }` dans { $db }, après { $moves } { $moves ->
        [one] coup
       *[other] coups
    })
local-no-players = Nommez les joueurs avec `--players Alice,Bob`, ou donnez un script dont la première ligne les nomme : `# --players Alice,Bob`.
local-script-header = (d'après la première ligne du script : { $flags })
# Les noms que `--players` refuse : moins de 1 ou plus de 6 ($count), un nom vide ou trop
# long, un nom donné deux fois, avec un deux-points, deux pareils à la casse près ($other).
local-players-count = Une partie se joue de 1 à 6 joueurs, pas { $count }.
local-name-length = `{ $name }` : un nom de joueur compte de 1 à 32 caractères imprimables.
local-name-twice = `{ $name }` est nommé deux fois dans `--players`.
local-name-colon = `{ $name }` : un nom de joueur n'a pas de deux-points, puisque le `Nom:` d'une ligne dit qui la joue.
local-names-alike = `{ $name }` et `{ $other }` ne diffèrent que par leurs majuscules : le bot prendrait l'un pour l'autre ; donnez-leur des noms distincts.
# `--db` nommant une base que le bot ne sait pas ouvrir : $scheme, celui de l'URL (mysql).
local-db-unsupported = `--db` prend le chemin d'un fichier SQLite ou une URL PostgreSQL (`postgres://…`), pas une URL { $scheme }.
# Sans `--db`, la partie va dans la base de DATABASE_URL ($db, son mot de passe caché).
local-db-from-env = (pas de --db : la partie est gardée dans la base de DATABASE_URL, { $db } ; --db en nomme une autre)
# Le graphique de la cote de `stats` : le fichier où il est écrit, ou comment le garder.
local-chart-written = (le graphique de la cote est dans { $path })
local-chart-nowhere = (lancez avec --png-dir DOSSIER pour garder le graphique de la cote)
demo-bot = { $name } est un bot de niveau { $title }.
