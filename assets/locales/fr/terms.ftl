# Les termes : les noms des choses du jeu, partagés par tous les domaines (une zone, une
# catégorie de points, le niveau d'un bot). en/terms.ftl a les mêmes identifiants. Une
# chose qu'une extension peut ajouter (une zone, une catégorie) est un message par mot du
# moteur, `<liste>-<mot>` : ceux du jeu de base ici, ceux d'une extension dans son
# fichier (le jardin dans abbot.ftl), jamais un choix selon le mot. Le nom d'une
# extension (expansion-title-<mot>) et les choses qui lui sont propres (un monument, une
# carte Présent) sont dans son fichier (monuments.ftl, gifts.ftl).
# Les termes suivent les règles françaises (../shared/rules/), l'autorité (tickets 24 et 37) :
# une forteresse (Ponts, Forteresses et Bazars ; le mot « château » se tape aussi, voir
# verbs.rs), les titres avec « et », déballer un présent, rassembler le troupeau, la réserve
# (les figurines hors du plateau), un bot, un joueur inscrit. Les espaces avant : ; ! ?
# sont écrites simples ici et deviennent insécables au chargement (src/locale.rs), qui
# fait aussi l'élision : ELIDE("de", $name) donne « d'Amélie » ou « de Bob ».

# Une zone comme nom seul, feature-name-<zone> : « route », « ville »… Sa grammaire est
# dans ses attributs, que le code passe à toute phrase qui nomme une zone avec son nom
# (Lang::feature : $feature-name, $feature-gender, $feature-place) : .gender, son genre
# (masc ou fem), avec lequel la phrase s'accorde ; .place, comment une figurine s'y tient
# (on : sur une route ; in : dans tout le reste). L'élision (« l'abbaye ») se fait avec
# ELIDE.
feature-name-road = route
    .gender = fem
    .place = on
feature-name-city = ville
    .gender = fem
    .place = in
feature-name-monastery = abbaye
    .gender = fem
    .place = in
feature-name-field = pré
    .gender = masc
    .place = in
# La zone nommée dans une phrase, par son nom et sa grammaire : « la route », « une
# route », « sur la route », « dans l'abbaye ».
feature-the = { $feature-gender ->
        [fem] { ELIDE("la", $feature-name) }
       *[masc] { ELIDE("le", $feature-name) }
    }
feature-a = { $feature-gender ->
        [fem] une
       *[masc] un
    } { $feature-name }
feature-on = { $feature-place ->
        [on] sur
       *[in] dans
    } { feature-the }
# Une catégorie de points, en titre de colonne du tableau final et en ligne de /stats,
# category-title-<catégorie> (celles d'une extension sont dans son fichier).
category-title-road = Routes
category-title-city = Villes
category-title-monastery = Abbayes
category-title-field = Prés
# Le niveau de jeu d'un bot.
level-name = { $level ->
        [easy] facile
        [normal] normal
       *[hard] difficile
    }
