# Les termes : les noms des choses du jeu, partagés par tous les domaines (une extension,
# un monument, une carte Présent, une zone, une catégorie de points). Chacun prend le mot
# du moteur pour la chose et choisit selon lui. en/terms.ftl a les mêmes identifiants.
# Les termes suivent les règles françaises (../shared/rules/) et la liste du ticket 24 :
# le château de Ponts, Forteresses & Bazars s'appelle « château » (l'édition française
# dit « forteresse », garde son titre de boîte, et les joueurs connaissent les deux mots).

expansion-title = { $expansion ->
        [hills-sheep] Moutons & Collines
        [bridges-castles-bazaars] Ponts, Forteresses & Bazars
        [gifts] Les Présents
       *[monuments] Monuments
    }
monument-title = { $monument ->
        [cathedral] Cathédrale
        [arena] Arène
        [lighthouse] Phare
       *[library] Grande Bibliothèque
    }
gift-title = { $gift ->
        [synod] Synode
        [sweeper] Cantonnier
        [change] Debout/Couché
        [retreat] Retrait
       *[take-two] Prends-en-2
    }
# Une zone comme nom seul : « route », « ville »…
feature-name = { $feature ->
        [road] route
        [city] ville
        [monastery] abbaye
       *[field] pré
    }
# Une catégorie de points, en titre de colonne du tableau final et en ligne de /stats.
category-title = { $category ->
        [road] Routes
        [city] Villes
        [monastery] Abbayes
        [field] Prés
        [sheep] Moutons
        [castle] Châteaux
        [bazaar] Bazars
        [gifts] Présents
        [monuments] Monuments
       *[fame] Renommée
    }
# Le niveau de jeu d'un bot.
level-name = { $level ->
        [easy] facile
        [normal] normal
       *[hard] difficile
    }
