# La cible d'une étape nommée comme un joueur la trouve sur le plateau (landmarks.rs) : ce
# qui s'y trouve, un repère sur sa tuile ou à côté, et sa case telle que les commandes la
# tapent. en/landmarks.ftl a les mêmes identifiants.

# $what : la cible (lm-follower, lm-feature, lm-tower…) ; $where : son repère (lm-at-…),
# ou le chemin depuis la dernière tuile ($kind : way, séparé par une virgule : les mots de
# la cible peuvent finir par un point cardinal), $kind mark sinon ; $x $y : sa case.
lm-named = { $what }{ $kind ->
        [way] ,
       *[mark] {""}
    } { $where } ({ $x } { $y })
# La même sans son repère, là où un libellé serait trop long avec.
lm-short = { $what } ({ $x } { $y })
# Un lieu seul, tel que le récit le dit : son repère ($where, lm-at-… ou lm-way) et sa
# case ; sa case seule là où il n'en a pas.
lm-place = { $where } ({ $x } { $y })
lm-place-cell = en { $x } { $y }

## Ce qui s'y trouve. $owner : le nom d'un joueur ; $role : un suiveur tel qu'il se tient
## dans sa zone (brigand sur une route, chevalier dans une ville, moine dans une abbaye,
## paysan dans un pré, meeple ailleurs), ou le mot de sa figurine (big : le grand meeple ;
## abbot : l'abbé) ; $role-name son nom, lm-role-<rôle> (ceux des suiveurs d'une extension
## sont dans son fichier), $role-gender le .gender de ce message.

lm-role-thief = brigand
    .gender = masc
lm-role-knight = chevalier
    .gender = masc
lm-role-monk = moine
    .gender = masc
lm-role-farmer = paysan
    .gender = masc
lm-role-meeple = meeple
    .gender = masc
lm-follower = { $role-gender ->
        [fem] { ELIDE("la", $role-name) }
       *[masc] { ELIDE("le", $role-name) }
    } { ELIDE("de", $owner) }
# Le même avec son lieu ($spot : « pré nord-ouest », distingué d'un autre aux mêmes mots,
# avec les mots de sa zone), là où une autre cible de l'étape sur sa tuile se lit pareil.
lm-follower-spot = { lm-follower } { spot-on }
# Une zone sans suiveur : $spot ses mots (« ville nord », distingués d'une autre aux mêmes
# mots : « pré sud-est (ouest des deux) »), avec les mots de sa zone.
lm-feature = { spot-the }
# $height : ses étages.
lm-tower = la tour { $height ->
        [one] d'un étage
       *[other] de { $height } étages
    }
lm-foundation = la fondation vide
# Le meeple qui ferme une tour de $height étages ($role : le mot de sa figurine, meeple ou big).
lm-top = { lm-follower } au sommet de la tour { $height ->
        [one] d'un étage
       *[other] de { $height } étages
    }
lm-castle = la forteresse
# Une tuile entière (où le dragon peut entrer) ; la tuile qui vient d'être posée se nomme elle-même.
lm-tile = la tuile
lm-tile-last = la dernière tuile

## Les repères. $rel : on (sur la tuile même de la cible), of (sur la tuile entière visée :
## « la tuile du chevalier de Bob ») ou beside (sur une tuile voisine).

lm-at-last = sur la dernière tuile
# Un suiveur, comme lm-follower ; un moine nomme son abbaye.
lm-at-follower = { $rel ->
        [on] sur la tuile{" "}
        [of] {""}
       *[beside] à côté{" "}
    }{ $role ->
        [monk] de l'abbaye
       *[other] { $role-gender ->
            [fem] de { ELIDE("la", $role-name) }
           *[masc] { ELIDE("du", $role-name) }
        }
    } { ELIDE("de", $owner) }
lm-at-tower = { $rel ->
        [on] sur la tuile{" "}
        [of] {""}
       *[beside] à côté{" "}
    }de la tour { $height ->
        [one] d'un étage
       *[other] de { $height } étages
    }
lm-at-monastery = { $rel ->
        [on] sur la tuile{" "}
        [of] {""}
       *[beside] à côté{" "}
    }de l'abbaye
lm-at-dragon = { $rel ->
        [on] sur la tuile
       *[beside] à côté
    } du dragon
lm-at-fairy = { $rel ->
        [on] sur la tuile
       *[beside] à côté
    } de la fée
# Le dernier recours : où est la cible vue de la dernière tuile ; $way : n, ne, e, se, s, sw, w, nw.
lm-way = { $way ->
        [n] au nord de la dernière tuile
        [ne] au nord-est de la dernière tuile
        [e] à l'est de la dernière tuile
        [se] au sud-est de la dernière tuile
        [s] au sud de la dernière tuile
        [sw] au sud-ouest de la dernière tuile
        [w] à l'ouest de la dernière tuile
       *[nw] au nord-ouest de la dernière tuile
    }
