# Les commandes : verbes, options et aide, les règles en bref, extensions et options, noms et descriptions des commandes Discord.
# en/commands.ftl a les mêmes identifiants.
# Les textes de ce genre propres à une extension sont dans son fichier, nommé par son mot (river.ftl…).

## La table des verbes : la ligne d'aide de chaque verbe (aussi sa description Discord)
## et la description de chaque paramètre, choisies par le mot canonique du verbe
## (`verbs.rs`). 100 caractères au plus chacune : la limite de Discord, vérifiée par un test.

verb-help = { $verb ->
        [new] Ouvrir une partie de Carcassonne dans ce salon
        [join] Prendre place dans la partie de ce salon, ou y installer un bot
        [leave] Quitter votre place (partie en cours : pour de bon, un bot la joue)
        [away] Un bot joue votre place pendant votre absence ; `join` vous la rend
        [start] Lancer la partie, places tirées au sort (garder_ordre : dans l'ordre d'arrivée)
        [bot] Confier une place à un bot (la vôtre ; toute place pour le créateur ou un modérateur)
        [cancel] Clore la partie de ce salon (créateur ou modérateur)
        [language] Changer la langue de la partie de ce salon (son créateur ou un modérateur)
        [place] Poser votre tuile en x (est), y (sud), tournée de 0/90/180/270° (omise : les rotations possibles)
        [bridge] Construire un pont (une route qui enjambe un pré) sur votre tuile ou à côté
        [meeple] Poser un meeple sur une zone de la tuile que vous avez posée
        [shepherd] Poser votre berger sur un pré de votre tuile ; il pioche aussitôt
        [big] Au lieu d'un meeple, poser votre grand meeple (il compte pour deux) sur une zone de votre tuile
        [abbot] Au lieu d'un meeple, poser votre abbé dans l'abbaye ou le jardin de votre tuile
        [recall] Au lieu d'une figurine, reprendre votre abbé : son abbaye ou son jardin rapporte aussitôt
        [fairy] Au lieu d'une figurine, placer la fée à côté d'un de vos meeples
        [portal] Au lieu d'un meeple sur votre tuile portail, le poser sur une zone libre inachevée
        [princess] Au lieu d'une figurine, votre princesse renvoie un chevalier de sa ville
        [dragon] Choisir le prochain pas du dragon : nord, est, sud ou ouest
        [tower] Au lieu d'un suiveur, poser un étage de tour sur une fondation vide ou une tour ouverte
        [top] Au lieu d'un suiveur, poser votre meeple au sommet d'une tour ouverte : il la ferme
        [ransom] Libérer un de vos prisonniers : 3 points à qui le retient (une fois par tour)
        [capture] Capturer un suiveur à portée de la tour que vous avez construite, ou aucun
        [exchange] Dans un échange de prisonniers, choisir laquelle de vos figurines revient
        [builder] Au lieu d'un meeple, poser votre bâtisseur près de votre meeple (route ou ville de votre tuile)
        [pig] Au lieu d'un meeple, poser votre cochon près de votre paysan, dans un pré de votre tuile
        [mayor] Au lieu d'un meeple, poser votre maire dans une ville de votre tuile : il vaut ses blasons
        [wagon] Poser votre charriot (route, ville, abbaye) ; évalué, il va à côté ou dans votre réserve
        [barn] Au lieu d'une figurine, poser votre grange à un coin de votre tuile où quatre prés se rejoignent
        [abbey] En début de tour, poser votre tuile Monastère dans un trou au lieu de piocher
        [draw] En début de tour, garder votre tuile Monastère et piocher comme d'habitude
        [architect] Poser un meeple en architecte sur le monument que vous venez de poser : 40 à son achèvement
        [cube] Au lieu d'un meeple, un cube sur un objectif que votre tuile atteint : sa récompense une fois rempli
        [grow] Votre tuile a agrandi le pré de votre berger : piochez pour le troupeau
        [herd] Rassembler le troupeau de votre berger pour marquer ; ses bergers retournent dans la réserve
        [pass] Aucune figurine ce tour-ci ; au bazar, pas de surenchère
        [castle] Votre petite ville achevée : y construire une forteresse (ou « château »), ou la compter
        [choose] Choisir une tuile du bazar à mettre aux enchères, par son numéro
        [bid] Ouvrir les enchères sur une tuile du bazar, ou surenchérir
        [buy] Garder votre tuile en payant son enchère au meilleur enchérisseur
        [sell] Vendre votre tuile au meilleur enchérisseur pour son enchère
        [gift] Déballer un de vos présents avant de poser votre tuile
        [keep] Prends-en-2 : garder la tuile 1 ou 2 ; l'autre retourne dans la pioche
        [gifts] Vos présents, que vous seul voyez, et combien chacun en a
        [undo] Reprendre votre dernier coup s'il n'a rien révélé (ni pioche, ni points)
        [board] Le plateau et les scores
        [status] Scores, tuiles restantes et qui doit jouer
        [history] Les coups, en mots
        [replay] La dernière partie terminée du salon en image animée, tuile après tuile
        [games] Vos parties en cours, ou finies
        [leaderboard] Les dix meilleurs joueurs de ce serveur selon leur cote, avec parties et victoires
        [stats] Parties, scores, points par zone et courbe de cote d'un joueur, pour vous seul
        [options] Extensions, options, délais et langues d'une nouvelle partie
        [rules] Les règles en bref
        [help] Les commandes, une ligne chacune
       *[notify] Des messages privés quand une partie vous attend
    }
param-help = { $param ->
        [new-expansions] Extensions, séparées par des espaces (par ex. hills-sheep)
        [new-options] Options de jeu, séparées par des espaces (par ex. hill_count)
        [new-language] La langue des messages publics de la partie (par défaut : celle du serveur)
        [new-clock] Le temps qu'un joueur peut faire attendre la partie avant qu'un bot joue (par défaut : 3 jours)
        [join-bot] Installer un bot à votre place, qui joue à ce niveau : facile, normal ou difficile
        [leave-bot] Retirer ce bot de la partie au lieu de partir vous-même
        [start-keep_order] Garder l'ordre d'arrivée des joueurs (par défaut : tiré au sort)
        [bot-player] Le joueur dont le bot prend la place, tel que la partie le nomme
        [bot-level] Son niveau de jeu : facile, normal (par défaut) ou difficile
        [language-language] Français ou anglais
        [place-placement] x,y rotation — par ex. 1,0 90 (choisissez parmi les placements possibles)
        [bridge-bridge] x,y et NS ou EO — par ex. 1,0 NS (choisissez parmi les ponts possibles)
        [meeple-spot] La zone : route E, ville N, pré Es, abbaye
        [shepherd-spot] Le pré : par ex. pré Es
        [big-spot] La zone : route E, ville N, pré Es, abbaye
        [abbot-spot] Abbaye ou jardin, sur la tuile que vous avez posée
        [fairy-target] x,y et la zone de votre meeple, par ex. 1,0 route E (choisir dans la liste)
        [portal-target] x,y et une zone libre inachevée, par ex. 1,0 ville N (choisir dans la liste)
        [princess-knight] x,y et la zone du chevalier, par ex. 0,-1 ville N (choisir dans la liste)
        [dragon-side] N, E, S ou O (choisir dans la liste)
        [tower-cell] x,y d'une fondation vide ou d'une tour ouverte, par ex. 0,1 (choisir dans la liste)
        [top-tower] x,y d'une tour ouverte, par ex. 0,1 ; ajouter grand pour votre grand meeple (choisir dans la liste)
        [ransom-prisoner] La place qui le retient et la figurine, par ex. 2 meeple (choisir dans la liste)
        [capture-follower] x,y et la zone du suiveur, par ex. 2,1 route E, ou aucun (choisir dans la liste)
        [exchange-figure] meeple, grand ou abbé (choisir dans la liste)
        [builder-spot] Une route ou une ville de la tuile posée, où vous avez un meeple
        [pig-spot] Un pré de la tuile posée, où vous avez un paysan
        [mayor-spot] Une ville de la tuile posée, par ex. ville N
        [wagon-spot] Une zone de votre tuile (route E), ou après son évaluation x,y et une zone, ou réserve
        [barn-corner] Un coin de votre tuile où quatre prés se rejoignent, par ex. NE (choisir dans la liste)
        [cube-objective] Le monument et le numéro de l'objectif, par ex. cathédrale 2 (choisissez dans la liste)
        [castle-choice] construire ou compter
        [choose-tile] Le numéro d'une tuile du bazar que personne n'a encore prise
        [bid-amount] Les points que vous misez
        [gift-card] Un de vos présents : synode, cantonnier, debout-couché, retrait ou prends-en-2
        [gift-target] x,y et la zone, par ex. 1,0 ville N (choisissez dans la liste ; rien pour prends-en-2)
        [keep-tile] 1 ou 2 (choisissez dans la liste)
        [board-game] Une partie terminée du serveur, par son numéro, pour vous seul (voir l'option terminées de /parties)
        [history-move] Le plateau tel qu'il était après ce coup, par son numéro dans l'historique
        [history-game] Une partie terminée du serveur, par son numéro, au lieu de celle de ce salon
        [replay-game] Une partie terminée du serveur, par son numéro, au lieu de la dernière du salon
        [games-finished] True pour lister les parties terminées de ce salon et du serveur
        [stats-player] Le joueur dont voir les statistiques (par défaut : vous)
       *[notify-on] True pour recevoir des messages privés, False pour les arrêter
    }

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
option-meaning = { $option ->
        [hill_count] en cas d'égalité sur une route, une ville ou un pré, celui qui y a le plus de meeples sur des tuiles colline l'emporte (sans elle, un seul meeple sur une colline suffit, quel que soit le nombre des autres)
       *[bazaar_no_bid] les tuiles d'un bazar sont prises à tour de rôle, sans enchères
    }
options-option = - { $option } ({ $expansion }) : { option-meaning }
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
rules-option = Option `{ $option }` : { option-meaning }.{ $game ->
        [on] { " " }Cette partie la joue.
        [off] { " " }Cette partie se joue sans.
       *[any] {""}
    }
# Les extensions sans lesquelles la partie se joue, après les règles des siennes.
rules-others = Cette partie se joue sans { $expansions } : `rules` dans une partie qui les a donne les leurs.
rules-board = Sur le plateau : un écu bleu est un blason ; un meeple couché est dans un pré (un paysan). Un cadre blanc marque la dernière tuile, des cadres jaunes et +N ce qui vient de marquer. Les cases pâles montrent les rotations possibles ; les disques blancs numérotés, où une figurine peut aller.
# Ce que les images montrent d'une extension ($expansion, son mot), après rules-board ; rien
# pour celle qui ne dessine aucun symbole à elle.
rules-board-expansion = { $expansion ->
        [hills-sheep] Une colline est un monticule vert sombre, un vignoble des grappes violettes ; un berger porte un large chapeau et une houlette, la taille de son troupeau sur la toison blanche à côté.
        [bridges-castles-bazaars] Les ponts sont en grès avec des rambardes brunes, les forteresses en pierre grise, les bazars des étals à rayures orange, une mare bleue le lac d'une auberge.
       *[other] {""}
    }

## Les boutons propres à l'adaptateur Discord, dans la langue du message public.

discord-full-board = Plateau entier
discord-join = Rejoindre
discord-add-bot = Ajouter un bot (normal)
discord-start = Commencer
discord-leave-for-good = Quitter pour de bon

## Les lignes propres au terminal (`local`, `demo`).

local-hint = Tapez des commandes comme `place 1 0 90`, `meeple road E`, `pass`, ou d'abord le nom d'un joueur (`Bob: passer`) ; `help` les liste ; Ctrl-D pour quitter.
local-skipped = ({ $name } : l'étape des figurines a été sautée, rien à passer)
# $why : `meeples` (plus aucun en main), `dragon` (un volcan a amené le dragon sur la tuile) ou `features` (aucune zone libre sur la tuile).
local-figure-skipped = ({ $name } ne peut poser aucune figurine sur cette tuile : { $why ->
        [meeples] plus de meeple
        [dragon] le dragon s'y tient
       *[features] aucune zone libre
    }, l'étape des figurines est sautée.)
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
