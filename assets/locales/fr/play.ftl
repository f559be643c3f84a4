# Le jeu : ce qui s'est passé (récit), ce que la partie attend, l'état, le salon d'attente, le résultat final, les rappels et les messages privés.
# en/play.ftl a les mêmes identifiants.
# Un mot entre accents graves est une commande, écrite dans la notation canonique :
# le front la réécrit comme le lecteur la tape.

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

placed = { $name } a posé { $tile } en { $x } { $y }{ $square ->
        [yes] {" "}(par sa case en haut à gauche)
       *[no] {""}
    }, rotation { $degrees }°.
feature-on = { $feature ->
        [road] sur la route
        [city] dans la ville
        [monastery] dans l'abbaye
       *[field] dans le pré
    }
meeple-placed = { $name } a posé un meeple { feature-on }.
passed = { $name } n'a posé aucune figurine.
tile-under-hill = { $name } a pioché une colline : la tuile suivante se glisse dessous, face cachée.
shepherd-placed = { $name } a posé son berger { feature-on }.
wolf-drawn = { $name } a tiré un loup !
sheep-drawn = { $name } a tiré { $sheep ->
        [one] { $sheep } mouton
       *[other] { $sheep } moutons
    } pour son troupeau.
flock-chased = Le loup renvoie { $count ->
        [one] le berger
       *[other] les bergers
    } { ELIDE("de", $names) } dans la réserve.
flock-lost = Le loup disperse { $sheep ->
        [one] { $sheep } mouton
       *[other] { $sheep } moutons
    } ; { $count ->
        [one] le berger { ELIDE("de", $names) } retourne
       *[other] les bergers { ELIDE("de", $names) } retournent
    } dans la réserve.
tile-discarded = Aucune place pour { $tile } : la tuile est défaussée.
tile-returned = { $tile } retourne dans la pioche.
scored-what = { $what ->
        [road] une route de { $tiles } { $tiles ->
            [one] tuile
           *[other] tuiles
        }
        [city] une ville de { $tiles } { $tiles ->
            [one] tuile
           *[other] tuiles
        }
        [monastery] une abbaye
        [field] un pré
        [sheep] le troupeau rentré
        [castle] { $count ->
            [one] sa forteresse
           *[other] leur forteresse
        }
        [bazaar] le bazar
        [gifts-end] des présents non déballés
        [gifts] un retrait
        [monuments] { $count ->
            [one] son architecte
           *[other] leur architecte
        }
       *[fame] { $count ->
            [one] ses jetons Renommée
           *[other] leurs jetons Renommée
        }
    }
scored = { $winners } { $count ->
        [one] marque { $points } { $points ->
            [one] point
           *[other] points
        }
       *[other] marquent { $points } { $points ->
            [one] point
           *[other] points
        } chacun
    } pour { scored-what }.
scored-final = Décompte final : { scored }
bridge-built = { $name } a construit un pont { $axis ->
        [ns] nord–sud
       *[ew] est–ouest
    } en { $x } { $y }.
castle-chose-build = { $name } a choisi de construire une forteresse.
castle-chose-score = { $name } a choisi de compter la petite ville.
castle-built = { $names } { $count ->
        [one] a
       *[other] ont
    } construit une forteresse sur { $x1 } { $y1 } et { $x2 } { $y2 }.
bazaar-opened = Un bazar ouvre : { $tiles ->
        [one] 1 tuile est retournée
       *[other] { $tiles } tuiles sont retournées
    } face visible.
bazaar-chosen = { $name } a choisi la tuile { $number } ({ $tile }) au bazar.
bid-made = { $name } propose { $points } { $points ->
        [one] point
       *[other] points
    }.
bid-passed = { $name } passe (pas de surenchère).
tile-won-free = { $name } prend { $tile } gratuitement.
tile-won-bank = { $name } prend { $tile } et paie { $price } { $price ->
        [one] point
       *[other] points
    } à la banque.
tile-won-paid = { $name } prend { $tile } et paie { $price } { $price ->
        [one] point
       *[other] points
    } à { $to }.
gift-received = { $name } reçoit un présent pour avoir aidé un adversaire.
gift-drawn = Votre nouveau présent : { gift-title } — { gift-meaning } (`gift { $word }` ; `gifts` montre votre main).
gift-opened = { $name } déballe un présent : { gift-title } — { gift-play }.
# Une carte déballée sans rien sur quoi agir : défaussée, sans effet ($gift est son mot de commande).
gift-wasted = { $name } déballe un présent : { gift-title } — il n'a rien sur quoi agir : le présent est gaspillé.
# Ce que fait une carte déballée. $feature est le type de zone visée, $to celui où le
# meeple passe (Debout/Couché).
gift-play = { $gift ->
        [synod] un meeple de sa réserve va { target-in } en { $x } { $y }
        [sweeper] { target-the } en { $x } { $y } est comptée maintenant, comme en fin de partie
        [retreat] son meeple { target-on } en { $x } { $y } retourne dans la réserve
        [change] son meeple { target-on } en { $x } { $y } passe { $to ->
            [road] sur la route
            [city] dans la ville
            [monastery] dans l'abbaye
           *[field] dans le pré
        } de sa tuile
       *[take-two] une seconde tuile est piochée, une seule sera gardée
    }
target-in = { $feature ->
        [road] sur la route
        [city] dans la ville
        [monastery] dans l'abbaye
       *[field] dans le pré
    }
target-on = { target-in }
target-the = { $feature ->
        [road] la route
        [city] la ville
        [monastery] l'abbaye
       *[field] le pré
    }
gift-meaning = { $gift ->
        [synod] posez un meeple de votre réserve sur n'importe quelle abbaye inachevée
        [sweeper] comptez tout de suite une route inachevée, comme en fin de partie ; ses meeples retournent dans la réserve
        [change] couchez un de vos meeples dans un pré de sa tuile, ou relevez un paysan
        [retreat] ramenez un de vos meeples : 2 points, +2 par meeple resté dans sa zone
       *[take-two] piochez une seconde tuile et gardez-en une ; l'autre retourne dans la pioche
    }
gifts-reshuffled = Les présents déballés sont mélangés pour former une nouvelle pioche.
# Un monument après « de » : « de la Cathédrale », « du Phare ».
monument-of = { $monument ->
        [cathedral] de la Cathédrale
        [arena] de l'Arène
        [lighthouse] du Phare
       *[library] de la Grande Bibliothèque
    }
monument-the = { $monument ->
        [cathedral] la Cathédrale
        [arena] l'Arène
        [lighthouse] le Phare
       *[library] la Grande Bibliothèque
    }
architect-placed = { $name } a posé un architecte sur { monument-the }.
cube-placed = { $name } a posé un cube sur l'objectif { $objective } { monument-of }.
cube-automatic = La tuile { ELIDE("de", $name) } remplit l'objectif { $objective } { monument-of } : un de ses cubes s'y ajoute.
objective-completed = L'objectif { $objective } { monument-of } est rempli : { $paid }.
objective-no-cube = aucun cube dessus
reward = { $n } { $reward ->
        [points] { $n ->
            [one] point
           *[other] points
        }
        [fame] { $n ->
            [one] jeton Renommée
           *[other] jetons Renommée
        }
       *[bridges] { $n ->
            [one] pont
           *[other] ponts
        }
    }
monument-completed = { $monument ->
        [cathedral] La Cathédrale est achevée !
        [arena] L'Arène est achevée !
        [lighthouse] Le Phare est achevé !
       *[library] La Grande Bibliothèque est achevée !
    }
game-ended = La partie est terminée.

## L'enchère du bazar, racontée à chaque étape.

bazaar-line = Bazar : { $offers }.
offer-taken = { $tile } — prise par { $name } pour { $price }
# Sans enchères (option bazaar_no_bid) : pas de prix.
offer-taken-free = { $tile } — prise par { $name }
offer-top-bid = { $tile } — aux enchères, meilleure offre { $bid } par { $name }
offer-up = { $tile } — aux enchères
bazaar-choose = { $name } : choisissez une tuile à mettre aux enchères (`choose N`, par son numéro).
# Un bazar sans enchères (option bazaar_no_bid) : le joueur prend la tuile gratuitement.
bazaar-choose-no-bid = { $name } : choisissez votre tuile, sans enchères (`choose N`, par son numéro).
bazaar-bid = { $name } : ouvrez les enchères sur la tuile { $number } (`bid N`, 0 ou plus).
bazaar-raise = { $name } : surenchérissez sur la tuile { $number } (`bid { $next }` ou plus) ou `pass`.
bazaar-trade = { $name } : `buy` pour acheter la tuile { $number } (payez { $bid } à { $bidder }) ou `sell` pour la vendre à { $bidder } contre { $bid }.

## Scores et réserves.

scores-line = Scores : { $scores }.
supplies = Ponts et forteresses restants : { $supplies }.
supplies-one = { $name } { $bridges } et { $castles }
gifts-held = Présents en main : { $held } ({ $deck } dans la pioche, { $opened } { $opened ->
        [one] déballé
       *[other] déballés
    }).
result = { $names } { $count ->
        [one] gagne
       *[other] sont à égalité
    } avec { $points } { $points ->
        [one] point
       *[other] points
    }.
breakdown-line = { $name } : { $score } ({ $parts })
breakdown-part = { $category ->
        [road] routes
        [city] villes
        [monastery] abbayes
        [field] prés
        [sheep] moutons
        [castle] forteresses
        [bazaar] bazars
        [gifts] présents
        [monuments] monuments
       *[fame] renommée
    } { $points }

## Ce que la partie attend. $name est qui doit jouer.

game-over-line = La partie est terminée : { $result }
final-scores = Scores finaux :
prompt-tile = { $name }, à vous : posez { $tile } — { $spots } { $spots ->
        [one] emplacement possible
       *[other] emplacements possibles
    }. { $left ->
        [one] Il reste { $left } tuile.
       *[other] Il reste { $left } tuiles.
    }
prompt-gifts-held = Vous avez { $gifts ->
        [one] 1 présent
       *[other] { $gifts } présents
    } (`gifts`).
prompt-figure = { $name } : posez une figurine — { $options } — ou `pass`.
prompt-figure-bridge = Vous pouvez d'abord construire un pont : { $bridges }.
figure-name = { $figure ->
        [meeple] meeple
       *[shepherd] berger
    }
option-cube = un cube sur l'objectif { $objective } { monument-of }
option-architect = { $mark } l'architecte
prompt-flock = { $name } : la tuile agrandit le pré de votre berger — `grow` (tirer un jeton du sac) ou `herd` (rentrer le troupeau).
prompt-bridge = { $name } : votre tuile ne va là qu'avec un pont — construisez-le : { $bridges }.
prompt-castle-at = {" "}en { $x1 } { $y1 } et { $x2 } { $y2 }
prompt-castle = { $names } : votre petite ville{ $at } est achevée — { $count ->
        [one] {""}
       *[other] chacun,{" "}
    }`castle score` (elle marque tout de suite) ou `castle build` : votre meeple passe sur une forteresse, qui vous rapportera les points de la première route, ville, abbaye ou forteresse achevée à côté lors d'un tour suivant.
prompt-take-two = { $name } : gardez { $first } avec `keep 1`, ou { $second } avec `keep 2` ; l'autre retourne dans la pioche.
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

## Les Présents : la main d'un joueur.

hand-empty = Vous n'avez aucun présent. Vous en recevez un quand votre tuile agrandit une route ou une ville où un adversaire a plus de meeples que vous.
hand-title = Vos présents (vous seul les voyez) :
hand-card = - { gift-title }{ $count ->
        [one] {""}
       *[other] {" "}×{ $count }
    } (`gift { $word }`) : { gift-meaning }.
hand-open-now = Vous pouvez en déballer un maintenant, avant de poser votre tuile :
hand-play = - `{ $action }` — { $what }
hand-take-two = une seconde tuile au choix
hand-more = - … et { $more } de plus (`gift` les propose pendant la saisie)
hand-none-now = Aucun ne peut être déballé maintenant : un présent par tour, et chacun doit avoir une cible.
hand-later = Déballez-en un pendant votre tour, après avoir pioché votre tuile et avant de la poser.
