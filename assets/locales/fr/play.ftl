# Le jeu : ce qui s'est passé (récit), ce que la partie attend, l'état, le salon d'attente, le résultat final, les rappels et les messages privés.
# en/play.ftl a les mêmes identifiants.
# Un mot entre accents graves est une commande, écrite dans la notation canonique :
# le front la réécrit comme le lecteur la tape.
# Les textes de ce genre propres à une extension sont dans son fichier, nommé par son mot (river.ftl…).
# Les mots listés par une clé que le code nomme (un verbe, un paramètre, une étape, une
# figurine, une catégorie de points) sont un message par clé, `<liste>-<clé>`
# (verb-help-place), jamais un choix sur la clé : ceux du jeu de base ici, ceux d'une
# extension dans son fichier, qui n'ajoute donc aucune ligne ici.

## Listes et petits mots.

# Les deux derniers noms d'une liste : « Alice, Bob et Carol ».
names-and = { $init } et { $last }
either-or = { $first } ou { $second }
separator-semicolon = {" ; "}
language-line = Langue : { $language ->
        [fr] français
       *[en] anglais
    }.

## Le récit : une phrase par événement. $name est le nom d'un joueur.

# Une grande tuile ($square = yes) se place par sa case en haut à gauche.
placed = { $square ->
        [yes] { $name } a posé { $tile } : sa case en haut à gauche en { $x } { $y }, rotation { $degrees }°.
       *[no] { $name } a posé { $tile } en { $x } { $y }, rotation { $degrees }°.
    }
# Où se tient une figurine : feature-on (terms.ftl), selon les mots de la zone.
meeple-placed = { $name } a posé un meeple { feature-on }.
passed = { $name } n'a posé aucune figurine.
tile-discarded = Aucune place pour { $tile } : la tuile est défaussée.
# Ce qui a rapporté des points, scored-what-<quoi> : $what est le mot de la catégorie
# (celles d'une extension sont dans son fichier ; les présents comptés à la fin sont
# « gifts-end », un retrait « gifts »), $tiles la taille de la zone, $count le nombre de
# gagnants.
scored-what-road = une route de { $tiles } { $tiles ->
        [one] tuile
       *[other] tuiles
    }
scored-what-city = une ville de { $tiles } { $tiles ->
        [one] tuile
       *[other] tuiles
    }
scored-what-monastery = une abbaye
scored-what-field = un pré
# $what : scored-what-<quoi>.
scored = { $winners } { $count ->
        [one] marque { $points } { $points ->
            [one] point
           *[other] points
        }
       *[other] marquent { $points } { $points ->
            [one] point
           *[other] points
        } chacun
    } pour { $what }.
scored-final = Décompte final : { scored }
game-ended = La partie est terminée.

## Scores et réserves.

scores-line = Scores : { $scores }.
result = { $names } { $count ->
        [one] gagne
       *[other] sont à égalité
    } avec { $points } { $points ->
        [one] point
       *[other] points
    }.
breakdown-line = { $name } : { $score } ({ $parts })
# Les points d'une catégorie dans le décompte final : « routes 12 » ; $category est
# breakdown-category-<catégorie> (celles d'une extension sont dans son fichier).
breakdown-part = { $category } { $points }
breakdown-category-road = routes
breakdown-category-city = villes
breakdown-category-monastery = abbayes
breakdown-category-field = prés

## Ce que la partie attend. $name est qui doit jouer.

game-over-line = La partie est terminée : { $result }
final-scores = Scores finaux :
prompt-tile = { $name }, à vous : posez { $tile } — { $spots } { $spots ->
        [one] emplacement possible
       *[other] emplacements possibles
    }. { $left ->
        [0] Il ne reste aucune tuile à piocher.
        [one] Il reste { $left } tuile.
       *[other] Il reste { $left } tuiles.
    }
prompt-figure = { $name } : posez une figurine — { $options } — ou `pass`.
prompt-figure-none = { $name } : aucun emplacement libre pour une figurine — `pass` pour finir votre tour.
# Les figurines qui peuvent aller sur un emplacement, quand ce n'est pas un meeple seul :
# figure-name-<figurine> (celles d'une extension sont dans son fichier).
figure-name-meeple = meeple
# La figurine d'une extension posée sur un emplacement de la tuile posée, sur un bouton et
# dans la liste des réponses d'une étape de l'image : son nom ($figure-name) et les mots
# de l'emplacement ($spot).
button-figure-spot = { $figure-name }, { $spot }
use-buttons = Ou utilisez les boutons ci-dessous.

## Regards sur la partie.

undone = { $name } a repris son dernier coup.

## Le salon d'attente.

game-opened = { $name } a ouvert une partie de Carcassonne ({ $expansions ->
        [none] jeu de base
       *[other] jeu de base + { $expansions }
    }).
lobby = { $news } { $count ->
        [one] { $count } joueur inscrit
       *[other] { $count } joueurs inscrits
    } ({ $names }). { language-line } { $clock }
    `join` pour jouer, `join bot` pour ajouter un bot ; `start` quand tout le monde est là.
joined = { $name } a rejoint la partie.
seat-taken-back = { $name } reprend sa place au bot.
left = { $name } a quitté la partie.
left-empty = { $name } a quitté la partie ; plus personne n'y est inscrit, elle est donc fermée.
left-bots-only = { $name } a quitté la partie ; il ne reste que des bots, elle est donc fermée.
bot-removed = { $name } a retiré { $bot } de la partie.
game-begins = La partie commence ! Ordre de jeu : { $names }.
cancelled = { $name } a annulé la partie.
status-lobby = Salle d'attente : { $count ->
        [one] { $count } joueur inscrit
       *[other] { $count } joueurs inscrits
    } ({ $names }). `join` pour jouer ; `start` quand tout le monde est prêt.
games-none = Vous n'êtes inscrit à aucune partie ouverte.
games-list = Vos parties ouvertes :
# $channel : le salon tel que le lit l'interface du lecteur : un lien Discord, ou games-channel.
games-channel = salon `{ $channel }`
games-entry = - { $channel } ({ $status ->
        [lobby] en attente
        [active] en cours
        [finished] terminée
       *[cancelled] annulée
    })

## Les bots.

bot-meaning = { $level ->
        [easy] joue des coups légaux au hasard
        [normal] joue le coup qui rapporte le plus ce tour-ci, en comptant ce que ses figurines peuvent gagner
       *[hard] anticipe sur des parties tirées au hasard, environ une seconde par coup
    }
a-bot = { $level ->
        [easy] un bot facile
        [normal] un bot normal
       *[hard] un bot difficile
    }
bot-joined = { $name } rejoint la partie : { a-bot } (il { bot-meaning }), ajouté par { $by }.
seat-handed = { $own ->
        [yes] { $by } a confié sa place
       *[no] { $by } a confié la place { ELIDE("de", $name) }
    } à { a-bot }, qui joue désormais sous le nom { $name } (bot) : il { bot-meaning }. { $name } la reprend avec `join`.

## Rappels et messages privés.

reminder = Rappel : cette partie attend.
dm-waiting = Votre partie de Carcassonne dans <#{ $channel }> vous attend.
dm-news = Votre partie de Carcassonne dans <#{ $channel }> : { $news }
notify-on = Vous recevrez un message privé quand une partie vous attend. `notify off` les arrête.
notify-off = Plus de messages privés ; les mentions dans le salon continuent.

## Les invites de la page du plateau (turn.rs `page_prompt`) : celles du salon, qui nomment les boutons de la page là où elles nomment des commandes.
page-prompt-figure = { $name } : posez une figurine — { $options } — ou choisissez « { button-no-figure } ».
page-prompt-figure-none = { $name } : aucun emplacement libre pour une figurine — choisissez « { button-no-figure } » pour finir votre tour.
