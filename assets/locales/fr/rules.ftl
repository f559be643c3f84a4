# Les refus des règles : pourquoi le moteur n'accepte pas un coup (ses erreurs typées, en mots).
# en/rules.ftl a les mêmes identifiants.
# Chacun est une proposition (« ce n'est pas votre tour ») ; le service en fait une phrase.
# Un mot entre accents graves est une commande, écrite dans la notation canonique.
# Les textes de ce genre propres à une extension sont dans son fichier, nommé par son mot (river.ftl…).

## Les erreurs de règle du moteur (RuleError) : pourquoi un coup a été refusé.

rule-game-over = la partie est terminée
rule-no-such-seat = il n'y a pas de place { $seat } dans cette partie
rule-not-your-turn = ce n'est pas votre tour
rule-tile-not-placed = posez d'abord votre tuile
rule-tile-already-placed = vous avez déjà posé votre tuile ; posez une figurine ou passez
rule-occupied = la case { $x } { $y } est déjà occupée
rule-detached = la case { $x } { $y } ne touche aucune tuile
# $tile en mots, $dir le côté (N, E, S, W).
rule-mismatch = votre tuile ({ $tile }) en { $x } { $y } ne correspond pas à sa voisine { $dir ->
        [N] au nord
        [E] à l'est
        [S] au sud
       *[W] à l'ouest
    }
# $spot tel que le joueur le tape (« route E », « abbaye » : « d'abbaye »).
rule-no-such-feature = la tuile qui vient d'être posée n'a pas { ELIDE("de", $spot) }
# Les mots de sa zone (Lang::feature).
rule-feature-occupied = { $feature-gender ->
        [fem] cette
       *[masc] ce
    } { $feature-name } a déjà un meeple
rule-no-meeple-left = il ne vous reste aucun meeple
rule-not-in-game = cette partie se joue sans { $expansion }

## La mise en place refusée (SetupError) : les extensions, options et tirages du terminal.

setup-players = une partie se joue de 1 à { $max } joueurs, pas { $count }
# $word est ce qui a été tapé, $words les mots possibles.
setup-unknown-expansion = `{ $word }` n'est pas une extension : dites { $words }
setup-unknown-option = `{ $word }` n'est pas une option : dites { $words }
setup-expansion-too-new = { $expansion } demande la version { $since } des règles ou une plus récente ; cette partie est en version { $version }
setup-option-without-expansion = l'option { $option } demande { $expansion }
# Les tuiles sont ici nommées par leurs identifiants, comme s'écrit l'ordre de tirage.
setup-tile-not-in-game = la tuile { $tile } ne fait pas partie des tuiles de la partie
setup-too-many-tiles = un ordre de tirage fixé compte au plus { $max } tuiles, pas { $count }
setup-version = cette partie a été créée avec la version { $version } des règles ; ce moteur joue les versions 1 à { $max }

## Des mots tapés qui ne sont pas une action (ParseActionError de la notation) ; $word
## est le mot fautif, cité.

notation-empty = action vide
notation-unknown-verb = `{ $word }` n'est pas une action : dites `place`, `meeple`, `shepherd`, `grow`, `herd`, `pass`, `bridge`, `castle`, `choose`, `bid`, `buy`, `sell`, `gift`, `keep`, `architect`, `cube`, `abbot`, `recall`, `big`, `builder` ou `pig`
notation-place-arity = `place` prend x, y et une orientation, par exemple `place 1 0 90`
# $verb est la commande (choose, bid, keep…).
notation-number-arity = `{ $verb }` prend un nombre entier, par exemple `{ $verb } 2`
notation-number = `{ $word }` n'est pas un nombre entier
notation-number-too-large = `{ $word }` est un nombre trop grand
notation-trailing = `{ $verb }` ne prend pas d'argument
notation-missing-cell = une zone du plateau se désigne par sa case et son emplacement, par exemple `3 -1 route E`
notation-feature = `{ $word }` n'est pas une zone : dites route, ville, pré, abbaye ou jardin
# Les mots de sa zone (Lang::feature).
notation-missing-edge = { feature-a } demande un bord : N, E, S ou O (par exemple `{ $feature-name } N`)
notation-missing-half = un pré demande un demi-bord : No, Ne, En, Es, Se, So, Os ou On (par exemple `pré Es`)
notation-monastery-edge = une abbaye ne prend pas de bord
notation-spot-trailing = `{ $word }` après l'emplacement n'est pas compris
# $wanted : direction, half-edge ou rotation.
notation-geometry = `{ $word }` n'est pas { $wanted ->
        [direction] une direction (N, E, S ou O)
        [half-edge] un demi-bord (No, Ne, En, Es, Se, So, Os ou On)
       *[rotation] une orientation (0, 90, 180 ou 270)
    }

## Un niveau de bot qui n'existe pas.

level-unknown = `{ $word }` n'est pas un niveau de bot : dites { $words }
