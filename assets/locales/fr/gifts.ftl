# Les Présents : tous les textes de cette extension seule, quoi qu'ils disent (ses noms,
# les refus des règles, le récit, les boutons, ses règles en bref, l'image). en/gifts.ftl
# a les mêmes identifiants. Un mot entre accents graves est une commande, écrite dans la
# notation canonique. Ce que partagent plusieurs extensions ou le jeu de base reste dans
# les fichiers par genre (terms.ftl, play.ftl…).

## Son mot tel que les joueurs le tapent (après `new`, dans les extensions de `/new`),
## séparés par des espaces : le premier est celui qu'on écrit, tous sont lus (spelling.rs).

expansion-typed-gifts = présents presents

## Son nom imprimé, tel que le disent tous les messages qui nomment l'extension.

expansion-title-gifts = Les Présents

## Ses noms (le mot du moteur pour la chose est l'argument).

gift-title = { $gift ->
        [synod] Synode
        [sweeper] Cantonnier
        [change] Debout/Couché
        [retreat] Retrait
       *[take-two] Prends-en-2
    }

## Refus : ce qu'un joueur a demandé et que la partie ne permet pas.

# $card est le mot de commande de la carte : synod, sweeper, change, retreat, take-two.
error-gift-target-missing = Dites sur quoi agit votre carte { $card ->
        [synod] Synode
        [sweeper] Cantonnier
        [change] Debout/Couché
        [retreat] Retrait
       *[take-two] Prends-en-2
    } : `gift { $card } X Y LIEU` ; `gifts` indique où vous pouvez la déballer.
error-gift-idle = Votre carte { $card ->
        [synod] Synode
        [sweeper] Cantonnier
        [change] Debout/Couché
        [retreat] Retrait
       *[take-two] Prends-en-2
    } n'a rien sur quoi agir pour l'instant : { $card ->
        [synod] il n'y a aucune abbaye incomplète
        [sweeper] il n'y a aucune route incomplète
        [change] aucun de vos meeples ne peut se coucher dans un pré ni s'en relever
        [retreat] aucun de vos meeples n'est sur le plateau
       *[take-two] la pioche est vide
    }. Gardez-la : non déballée, elle rapporte 2 points à la fin.
# Une carte sans cible, dans une partie dont les règles permettent de la déballer quand même (gaspillée).
error-gift-wastable = Votre carte { $card ->
        [synod] Synode
        [sweeper] Cantonnier
        [change] Debout/Couché
        [retreat] Retrait
       *[take-two] Prends-en-2
    } n'a rien sur quoi agir pour l'instant : { $card ->
        [synod] il n'y a aucune abbaye incomplète, ou plus de meeple dans votre réserve
        [sweeper] il n'y a aucune route incomplète
        [change] aucun de vos meeples ne peut se coucher dans un pré ni s'en relever
        [retreat] aucun de vos meeples n'est sur le plateau
       *[take-two] la pioche est vide
    }. Déballée quand même, elle n'a aucun effet et elle est gaspillée (`gift { $card } waste`) ; gardée, elle rapporte 2 points à la fin.

## Les erreurs de règle du moteur (RuleError) : pourquoi un coup a été refusé.

rule-keep-first = choisissez d'abord la tuile à garder : `keep 1` ou `keep 2`
rule-gift-before-placing = une carte Présent se déballe après avoir pioché votre tuile et avant de la poser
rule-no-tile-to-keep = il n'y a pas deux tuiles entre lesquelles choisir
# $gift est le mot de commande de la carte (synod…).
rule-gift-not-in-hand = vous n'avez pas de carte { gift-title }
rule-gift-already-opened = vous avez déjà déballé une carte Présent ce tour-ci
rule-gift-has-use = votre carte { gift-title } a une cible maintenant : nommez-la
rule-gift-useless = votre carte { gift-title } n'a rien sur quoi agir maintenant, et les règles de cette partie la gardent non déballée
# Une zone du plateau : sa case ($x $y) et son emplacement ($spot).
rule-not-an-incomplete-monastery = { $x } { $y } { $spot } n'est pas une abbaye inachevée
rule-not-an-incomplete-road = { $x } { $y } { $spot } n'est pas une route inachevée
rule-no-meeple-there = vous n'avez aucun meeple dans la zone en { $x } { $y } { $spot }
rule-no-such-change = un meeple se couche dans un pré ou s'en relève, sur sa propre tuile ; { $spot } ne le permet pas

## La mise en place refusée (SetupError) : les extensions, options et tirages du terminal.

setup-deck-without-gifts = une pioche de cartes Présent fixée demande { $expansion }
setup-too-many-gifts = la pioche compte 5 cartes { gift-title }, pas { $count }

## Des mots tapés qui ne sont pas une action (ParseActionError de la notation) ; $word
## est le mot fautif, cité.

notation-gift = `{ $word }` n'est pas une carte Présent : dites { $words }
notation-gift-arity = `gift` prend une carte et ce sur quoi elle agit, par exemple `gift retreat 1 0 city N`
notation-keep = dites `keep 1` ou `keep 2`

## Le récit : une phrase par événement. $name est le nom d'un joueur.

tile-returned = { $tile } retourne dans la pioche.
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
target-in = { feature-on }
target-on = { target-in }
target-the = { feature-the }
gift-meaning = { $gift ->
        [synod] posez un meeple de votre réserve sur n'importe quelle abbaye inachevée
        [sweeper] comptez tout de suite une route inachevée, comme en fin de partie ; ses meeples retournent dans la réserve
        [change] couchez un de vos meeples dans un pré de sa tuile, ou relevez un paysan
        [retreat] ramenez un de vos meeples : 2 points, +2 par meeple resté dans sa zone
       *[take-two] piochez une seconde tuile et gardez-en une ; l'autre retourne dans la pioche
    }
gifts-reshuffled = Les présents déballés sont mélangés pour former une nouvelle pioche.

## Scores et réserves.

gifts-held = Présents en main : { $held } ({ $deck } dans la pioche, { $opened } { $opened ->
        [one] déballé
       *[other] déballés
    }).

## Ce que la partie attend. $name est qui doit jouer.

prompt-gifts-held = Vous avez { $gifts ->
        [one] 1 présent
       *[other] { $gifts } présents
    } (`gifts`).
prompt-take-two = { $name } : gardez { $first } avec `keep 1`, ou { $second } avec `keep 2` ; l'autre retourne dans la pioche.

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

## Boutons que l'image nomme aussi sous la tuile en attente (render/panel.rs lit ces
## identifiants : l'image et les boutons disent toujours les mêmes mots).


## Libellés des autres choix en un clic (choices.rs) et le choix de l'orientation.

# Une carte Présent ($gift = synod, sweeper, retreat) déballée sur la zone $spot de la case $x $y.
choice-gift = { gift-title } : { $spot } en { $x } { $y }
# Debout/Couché : le meeple en $spot de la case $x $y passe en $to sur la même tuile.
choice-gift-change = Debout/Couché : { $spot } en { $x } { $y } → { $to }
# Une carte ($gift) déballée sans rien sur quoi agir : gaspillée.
choice-gift-waste = { gift-title } : la déballer pour rien (gaspillée)
# Prends-en-2 déballée ($gift).
choice-gift-take-two = { gift-title }
choice-keep = Garder la tuile { $n }
# La tuile $n de Prends-en-2 sur son bouton et dans l'image, ses mots après elle sur le bouton.
button-keep = Garder { $n }

## Où une carte Présent peut être déballée (gifts/targets.rs) : à qui est la zone, et ce
## qui y change.

# Un propriétaire des meeples d'une zone : le joueur qui demande, ou un joueur ($name).
gift-owner-you = vous
gift-owner = { $name }
# Une zone ou une forteresse ($thing : road, city, monastery, field, castle) : ses propriétaires
# ($owners, énumérés), si le joueur qui demande en est ($mine : yes, no), combien d'autres
# ($others) et de meeples ($meeples).
gift-owned = { $mine ->
        [yes] { $others ->
            [0] { $thing ->
                [road] votre route
                [city] votre ville
                [monastery] votre abbaye
                [garden] votre jardin
                [field] votre pré
               *[castle] votre forteresse
            }
           *[other] { $thing ->
                [road] la route partagée
                [city] la ville partagée
                [monastery] l'abbaye partagée
                [garden] le jardin partagé
                [field] le pré partagé
               *[castle] la forteresse partagée
            } entre { $owners }
        }
       *[no] { $others ->
            [0] { $thing ->
                [road] une route vide
                [city] une ville vide
                [monastery] une abbaye vide
                [garden] un jardin vide
                [field] un pré vide
               *[castle] une forteresse vide
            }
           *[other] { $thing ->
                [road] la route
                [city] la ville
                [monastery] l'abbaye
                [garden] le jardin
                [field] le pré
               *[castle] la forteresse
            } { ELIDE("de", $owners) }
        }
    }{ $meeples ->
        [0] {""}
        [1] {" "}(1 meeple)
       *[other] {" "}({ $meeples } meeples)
    }
# Une route ($road, en mots) et le nombre de tuiles qu'elle couvre.
gift-road-length = { $road }, { $tiles ->
        [1] 1 tuile
       *[other] { $tiles } tuiles
    }
# Debout/Couché : le meeple se relève d'un pré ou s'y couche ($move), sur la zone $onto (en mots).
gift-change-onto = { $move ->
        [stands-up] votre paysan se relève sur
       *[lies-down] votre meeple se couche dans
    } { $onto }
# Ce que fait une carte déballée sans rien sur quoi agir.
gift-waste-what = rien sur quoi agir : elle est défaussée sans effet (gardée, elle rapporte 2 points à la fin)

## L'autocomplétion (suggest.rs) : les noms des suggestions et les indications qui disent
## pourquoi il n'y en a pas.

# Une carte ($gift) et ce qu'elle fait.
suggest-gift-card = { gift-title } — { gift-meaning }

## Les règles en bref (`rules`) : un message par paragraphe (2 000 caractères au plus chacun).

rules-gifts = Les Présents : agrandissez une route ou une ville où un adversaire a plus de meeples que vous et vous recevez une carte Présent, que vous seul voyez (`gifts`). Avant de poser votre tuile, vous pouvez en déballer une : Synode, Cantonnier, Debout/Couché, Retrait ou Prends-en-2 ; un présent sans rien sur quoi agir peut être déballé quand même, et il est gaspillé (`présent CARTE gaspiller`). Chaque présent non déballé rapporte 2 en fin de partie.

## Les boutons propres à l'adaptateur Discord, dans la langue du message public.

discord-my-gifts = Mes présents

## Sous les joueurs, joints par « · » tant que la ligne tient.

render-gift-deck = Pile de présents : { $n }

## Ce qui doit se passer maintenant, et par qui : le titre au-dessus de la tuile en attente.

render-title-take-two = { $who } garde l'une des deux tuiles :

## Les invites de la page du plateau : celles du salon, qui nomment les boutons de la page et non des commandes.
page-prompt-gifts-held = Vous avez { $gifts ->
        [one] 1 présent
       *[other] { $gifts } présents
    }.
page-prompt-take-two = { $name } : gardez la tuile 1, { $first }, ou la tuile 2, { $second } ; l'autre retourne dans la pioche.
page-gift-drawn = Votre nouveau présent : { gift-title } — { gift-meaning }.

## L'aide de ses verbes (aussi leur description Discord), 100 caractères au plus : verb-help-<verbe>.

verb-help-gift = Déballer un de vos présents avant de poser votre tuile
verb-help-keep = Prends-en-2 : garder la tuile 1 ou 2 ; l'autre retourne dans la pioche
verb-help-gifts = Vos présents, que vous seul voyez, et combien chacun en a

## La description des paramètres de ses verbes, 100 caractères au plus : param-help-<verbe>-<paramètre>.

param-help-gift-card = Un de vos présents : synode, cantonnier, debout-couché, retrait ou prends-en-2
param-help-gift-target = x,y et la zone, par ex. 1,0 ville N (choisissez dans la liste ; rien pour prends-en-2)
param-help-keep-tile = 1 ou 2 (choisissez dans la liste)

## Ce que ses décisions font faire, dans une indication d'une ligne (suggest.rs) : suggest-doing-<étape>.

suggest-doing-take-two = en train de garder une tuile sur deux

## Ses catégories de points : category-title-<catégorie> (une colonne du tableau final,
## une ligne de /stats), scored-what-<quoi> (ce pour quoi le récit dit qu'elles ont été
## marquées ; $tiles, $count gagnants) et breakdown-category-<catégorie> (le décompte final).

category-title-gifts = Présents
scored-what-gifts = un retrait
# Les présents comptés à la fin : les cartes restées non déballées.
scored-what-gifts-end = des présents non déballés
breakdown-category-gifts = présents

## La page du plateau : le titre de la colonne des présents en main, et les mots avant ceux du joueur.

web-page-gifts = Présents en main
web-page-your-gifts = Vos présents :
